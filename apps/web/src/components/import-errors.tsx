import { Stack, Text, Title } from '@mantine/core';
import type { ImportCheck, ImportRowError } from '@vve/contract/calls/office-import';
import { IMPORT_REASONS } from '@vve/contract/rules/import-reasons';
import { RecordTable } from './record-table';
import { useTranslation, type TFunction } from '../lib/i18n/i18n';

/** Why a row cannot be imported, in the user's language: by its reason's code; a reason without one as the server words it. */
const reasonText = (t: TFunction, { code, message }: ImportRowError): string =>
  code === 'invalid' ? message : t(IMPORT_REASONS[code]);

/** Every error of the file: its row as the spreadsheet numbers it, its column, and why. */
export const ImportErrors = ({ summary }: { summary: ImportCheck }) => {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('Errors')}
      </Title>
      {summary.errorCount > summary.errors.length && (
        <Text size="sm">
          {t('The first {{shown}} of {{count}} errors:', {
            shown: summary.errors.length,
            count: summary.errorCount,
          })}
        </Text>
      )}
      <RecordTable
        items={summary.errors}
        rowKey={(error, index) => `${error.row}-${error.column}-${index}`}
        minWidth={480}
        columns={[
          { header: t('Row'), width: 72, cell: (error) => error.row },
          { header: t('Column'), width: 200, monospace: true, cell: (error) => error.column },
          { header: t('Why'), cell: (error) => reasonText(t, error) },
        ]}
      />
    </Stack>
  );
};
