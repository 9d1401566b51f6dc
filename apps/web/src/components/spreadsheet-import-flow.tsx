import type { ImportCheck, ImportMode } from '@vve/contract/calls/office-import';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { ApiError } from '../lib/api-error';
import { useTranslation } from '../lib/i18n/i18n';
import { ImportErrors } from './import-errors';
import { ImportFlow, Refused } from './import-flow';

const ACCEPTED = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface SpreadsheetImportFlowProps<Summary extends ImportCheck> {
  send: (file: File, mode: ImportMode) => Promise<Summary>;
  /** The import's refusal (contract calls/import-refusal), which carries the summary of a file with errors. */
  refusal: z.ZodType<{ summary?: Summary | undefined }>;
  /** What the import would do or did, by kind of record. */
  counts: (summary: Summary) => ReactNode;
  /** Why a file cannot be read: its first row must name the columns (as the template or the export does). */
  headerRefused: string;
  onImported: () => Promise<unknown>;
}

/**
 * The import of a CSV or XLSX file: its check lists every row's error, and a file with errors is not imported (the
 * server refuses it with the summary, which is listed).
 */
export const SpreadsheetImportFlow = <Summary extends ImportCheck>({
  refusal,
  headerRefused,
  ...flow
}: SpreadsheetImportFlowProps<Summary>) => {
  const { t } = useTranslation();
  const refusedSummary = (error: Error | null) =>
    error instanceof ApiError ? refusal.safeParse(error.body).data?.summary : undefined;
  return (
    <ImportFlow
      {...flow}
      fileLabel={t('File (CSV or XLSX)')}
      accept={ACCEPTED}
      refusedSummary={refusedSummary}
      verdict={(checked) => ({
        canImport: checked.errorCount === 0,
        text:
          checked.errorCount === 0
            ? t('The file can be imported. Nothing has changed yet.')
            : t(
                'The file has {{count}} errors. Correct them and check the file again: nothing is imported while the file has errors.',
                { count: checked.errorCount },
              ),
      })}
      refused={(error, step) => {
        if (!refusedSummary(error)) return undefined;
        // A refused check: the file's header; a refused import: the rows' errors.
        return step === 'check' ? (
          <Refused>{headerRefused}</Refused>
        ) : (
          <Refused>
            {t('Nothing was imported: the file has errors. Correct them and check the file again.')}
          </Refused>
        );
      }}
      details={(summary) => summary.errors.length > 0 && <ImportErrors summary={summary} />}
    />
  );
};
