import { Stack, Table, Text, Title } from '@mantine/core';
import type { ImportRowError, ImportSummary } from '@vve/contract/calls/office-import';
import { IMPORT_REASONS } from '@vve/contract/rules/import-reasons';
import { useTranslation, type TFunction } from '../../../lib/i18n/i18n';

/** Why a row cannot be imported, in the user's language: by its reason's code; a reason without one as the server words it. */
const reasonText = (t: TFunction, { code, message }: ImportRowError): string =>
  code === 'invalid' ? message : t(IMPORT_REASONS[code]);

/** Every error of the file: its row as the spreadsheet numbers it, its column, and why. */
export const ImportErrors = ({ summary }: { summary: ImportSummary }) => {
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
      <Table.ScrollContainer minWidth={480}>
        <Table striped verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={72}>{t('Row')}</Table.Th>
              <Table.Th w={200}>{t('Column')}</Table.Th>
              <Table.Th>{t('Why')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {summary.errors.map((error, index) => (
              <Table.Tr key={`${error.row}-${error.column}-${index}`}>
                <Table.Td>{error.row}</Table.Td>
                <Table.Td ff="monospace">{error.column}</Table.Td>
                <Table.Td>{reasonText(t, error)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
};
