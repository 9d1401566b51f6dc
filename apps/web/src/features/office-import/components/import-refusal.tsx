import { Alert, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError } from '../../../lib/api-error';
import { useTranslation, type TFunction } from '../../../lib/i18n/i18n';

/** Why the server refused a file as a whole, as it words it, in the user's language. */
const fileRefusals = (t: TFunction): Record<string, string> => ({
  'The file is empty.': t('The file is empty.'),
  'The file has no rows below its header.': t('The file has no rows below its header.'),
  'The file has more than 20,000 rows: split it into smaller files.': t(
    'The file has more than 20,000 rows: split it into smaller files.',
  ),
  'The file has rows of more than 16,384 columns, more than a spreadsheet has: check that it is the right file.':
    t(
      'The file has rows of more than 16,384 columns, more than a spreadsheet has: check that it is the right file.',
    ),
  'The file is larger than 10 MB: split it into smaller files.': t(
    'The file is larger than 10 MB: split it into smaller files.',
  ),
  'The file is neither an Excel workbook (.xlsx) nor a CSV file in UTF-8. In Excel, save it as "CSV UTF-8" or as an Excel workbook.':
    t(
      'The file is neither an Excel workbook (.xlsx) nor a CSV file in UTF-8. In Excel, save it as "CSV UTF-8" or as an Excel workbook.',
    ),
  'Old Excel files (.xls) cannot be read: save it as an Excel workbook (.xlsx) or as "CSV UTF-8".': t(
    'Old Excel files (.xls) cannot be read: save it as an Excel workbook (.xlsx) or as "CSV UTF-8".',
  ),
  'The Excel workbook cannot be read: save it again in your spreadsheet program as an Excel workbook (.xlsx) or as "CSV UTF-8".':
    t(
      'The Excel workbook cannot be read: save it again in your spreadsheet program as an Excel workbook (.xlsx) or as "CSV UTF-8".',
    ),
  'The Excel workbook unpacks to more than 100 MB: split it into smaller files.': t(
    'The Excel workbook unpacks to more than 100 MB: split it into smaller files.',
  ),
  'Someone changed the same units or people while the file was being imported. Nothing was imported: check the file again.':
    t(
      'Someone changed the same units or people while the file was being imported. Nothing was imported: check the file again.',
    ),
});

/** The CSV reader's refusals name the line: `The CSV file cannot be read at line 3: …`. */
const csvRefusal = (message: string, t: TFunction): string | undefined => {
  const [, line, problem] = /^The CSV file cannot be read at line (\d+|\?): (.*)\.$/.exec(message) ?? [];
  if (line === undefined) return undefined;
  if (problem === 'a quote is opened and never closed') {
    return t('The CSV file cannot be read at line {{line}}: a quote is opened and never closed.', { line });
  }
  if (problem?.startsWith('a quote stands inside a value')) {
    return t(
      'The CSV file cannot be read at line {{line}}: a quote stands inside a value. Put the whole value between quotes, and double the quotes in it.',
      { line },
    );
  }
  return undefined;
};

/**
 * Why a check or an import failed: `failed` says what did not happen; then the server's reason in the user's
 * language where the app knows it, else as the server sent it.
 */
export const ImportRefusal = ({ error, failed }: { error: Error; failed: string }) => {
  const { t } = useTranslation();
  const reason =
    error instanceof ApiError
      ? (fileRefusals(t)[error.message] ?? csvRefusal(error.message, t) ?? error.message)
      : undefined;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
      <Text size="sm" c="red.9">
        {failed}
      </Text>
      {reason !== undefined && (
        <Text size="sm" c="red.9">
          {reason}
        </Text>
      )}
    </Alert>
  );
};
