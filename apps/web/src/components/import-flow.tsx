import { Alert, Button, FileInput, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ImportCheck, ImportMode } from '@vve/contract/calls/office-import';
import { IconAlertCircle, IconCircleCheck, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { ApiError } from '../lib/api-error';
import { useTranslation } from '../lib/i18n/i18n';
import { FailureAlert } from './failure-alert';
import { ImportErrors } from './import-errors';
import { Section } from './section';

const ACCEPTED = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const Refused = ({ children }: { children: string }) => (
  <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
    <Text size="sm" c="red.9">
      {children}
    </Text>
  </Alert>
);

interface ImportFlowProps<Summary extends ImportCheck> {
  /** Sends the file: a dry run, or applied. */
  send: (file: File, mode: ImportMode) => Promise<Summary>;
  /** The import's refusal (contract calls/import-refusal), which carries the summary of a file with errors. */
  refusal: z.ZodType<{ summary?: Summary | undefined }>;
  /** What the import would do or did, by kind of record. */
  counts: (summary: Summary) => ReactNode;
  /** Why a file cannot be read: its first row must name the columns (as the template or the export does). */
  headerRefused: string;
  /** After the file was imported: what to load again. */
  onImported: () => Promise<unknown>;
}

/**
 * An import of a CSV or XLSX file in two steps: 'Check' runs a dry run that says what would be created or changed
 * and lists every row's error; 'Import' (only for a checked file without errors) applies all of it or nothing,
 * and says what was done. Another file starts anew.
 */
export const ImportFlow = <Summary extends ImportCheck>({
  send,
  refusal,
  counts,
  headerRefused,
  onImported,
}: ImportFlowProps<Summary>) => {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const check = useMutation({ mutationFn: (chosen: File) => send(chosen, 'dry-run') });
  const apply = useMutation({ mutationFn: (chosen: File) => send(chosen, 'apply'), onSuccess: onImported });
  const refusedSummary = (error: Error | null) =>
    error instanceof ApiError ? refusal.safeParse(error.body).data?.summary : undefined;
  const choose = (next: File | null) => {
    setFile(next);
    check.reset();
    apply.reset();
  };
  const checked = check.data;
  const checkRefused = refusedSummary(check.error);
  const applyRefused = refusedSummary(apply.error);
  const withErrors = applyRefused ?? checkRefused ?? checked;
  return (
    <>
      <Group align="flex-end" gap="sm">
        <FileInput
          label={t('File (CSV or XLSX)')}
          placeholder={t('Choose a file')}
          // Mantine's grey placeholder is text in a button here, and would miss the AA contrast.
          styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
          accept={ACCEPTED}
          value={file}
          onChange={choose}
          clearable
          clearButtonProps={{ 'aria-label': t('Remove the file') }}
          leftSection={<IconFileSpreadsheet aria-hidden size={18} />}
          w={{ base: '100%', sm: 360 }}
        />
        <Button
          onClick={() => {
            if (file) check.mutate(file);
          }}
          disabled={!file || apply.isPending}
          loading={check.isPending}
        >
          {t('Check')}
        </Button>
      </Group>
      {check.error &&
        (checkRefused ? (
          <Refused>{headerRefused}</Refused>
        ) : (
          <FailureAlert error={check.error} failed={t('The file could not be checked.')} />
        ))}
      {checked && !apply.data && (
        <Section title={t('Result of the check')}>
          <Text>
            {checked.errorCount === 0
              ? t('The file can be imported. Nothing has changed yet.')
              : t(
                  'The file has {{count}} errors. Correct them and check the file again: nothing is imported while the file has errors.',
                  { count: checked.errorCount },
                )}
          </Text>
          {counts(checked)}
          {checked.errorCount === 0 && (
            <Group>
              <Button
                onClick={() => {
                  if (file) apply.mutate(file);
                }}
                loading={apply.isPending}
              >
                {t('Import')}
              </Button>
            </Group>
          )}
        </Section>
      )}
      {apply.error &&
        (applyRefused ? (
          <Refused>
            {t('Nothing was imported: the file has errors. Correct them and check the file again.')}
          </Refused>
        ) : (
          <FailureAlert error={apply.error} failed={t('Nothing was imported.')} />
        ))}
      {apply.data && (
        <Section title={t('Imported')}>
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />}>
            <Text size="sm">{t('The file has been imported.')}</Text>
          </Alert>
          {counts(apply.data)}
        </Section>
      )}
      {withErrors && withErrors.errors.length > 0 && <ImportErrors summary={withErrors} />}
    </>
  );
};
