import { Stack, Table, Text, Title } from '@mantine/core';
import type { ImportSummary } from '@vve/contract/calls/office-import';
import { useTranslation, type TFunction } from '../../../lib/i18n/i18n';

/** The import's reasons, as the server words them (see the contract's import rules), in the user's language. */
const reasons = (t: TFunction): Record<string, string> => ({
  'This required column is missing.': t('This required column is missing.'),
  'This column is not known.': t('This column is not known.'),
  'This column appears twice.': t('This column appears twice.'),
  'This cell is in a column without a name.': t('This cell is in a column without a name.'),
  'A value is required here.': t('A value is required here.'),
  'At most 255 characters.': t('At most 255 characters.'),
  'This cell holds a control character (such as a line break) or a broken character: remove it.': t(
    'This cell holds a control character (such as a line break) or a broken character: remove it.',
  ),
  'Enter a valid email address': t('Enter a valid email address'),
  'An email address has at most 254 characters': t('An email address has at most 254 characters'),
  'Write nl, en, de or fr.': t('Write nl, en, de or fr.'),
  'Write owner or tenant.': t('Write owner or tenant.'),
  'Write yes or no.': t('Write yes or no.'),
  'Write a whole number of months from 0 to 24.': t('Write a whole number of months from 0 to 24.'),
  'Write an amount in euros with at most 2 decimals, such as 850.00 (no thousands separator).': t(
    'Write an amount in euros with at most 2 decimals, such as 850.00 (no thousands separator).',
  ),
  'Write a date as YYYY-MM-DD, such as 2026-01-31.': t('Write a date as YYYY-MM-DD, such as 2026-01-31.'),
  'Write a date between the years 1900 and 2999.': t('Write a date between the years 1900 and 2999.'),
  'This is not a valid IBAN: check the account number.': t(
    'This is not a valid IBAN: check the account number.',
  ),
  'Only a tenant has this: leave it empty for an owner.': t(
    'Only a tenant has this: leave it empty for an owner.',
  ),
  'Only a tenant has this: fill in the resident with relation tenant, or leave it empty.': t(
    'Only a tenant has this: fill in the resident with relation tenant, or leave it empty.',
  ),
  'The end date is before the start date.': t('The end date is before the start date.'),
  'This unit index has another address on an earlier row.': t(
    'This unit index has another address on an earlier row.',
  ),
  'This email address has another name on an earlier row.': t(
    'This email address has another name on an earlier row.',
  ),
  'This email address has another language on an earlier row.': t(
    'This email address has another language on an earlier row.',
  ),
  'This tenant has another rental contract for this unit on an earlier row.': t(
    'This tenant has another rental contract for this unit on an earlier row.',
  ),
  'No complex has this name.': t('No complex has this name.'),
  'This complex is archived: take it back into use first.': t(
    'This complex is archived: take it back into use first.',
  ),
  'Several complexes have this name: give one of them another name first.': t(
    'Several complexes have this name: give one of them another name first.',
  ),
  'Another person logs in with this email address as their user name.': t(
    'Another person logs in with this email address as their user name.',
  ),
});

/** Every error of the file: its row as the spreadsheet numbers it, its column, and why. */
export const ImportErrors = ({ summary }: { summary: ImportSummary }) => {
  const { t } = useTranslation();
  const known = reasons(t);
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
                <Table.Td>{known[error.message] ?? error.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
};
