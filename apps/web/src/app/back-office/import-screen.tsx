import { Alert, Button, FileInput, Group, Text } from '@mantine/core';
import type { ImportSummary } from '@vve/contract/calls/office-import';
import { IconAlertCircle, IconCircleCheck, IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { Section } from '../../components/section';
import {
  refusedSummary,
  useApplyImport,
  useCheckImport,
} from '../../features/office-import/api/import-residents';
import { importTemplateUrl } from '../../features/office-import/api/import-template';
import { ImportCounts } from '../../features/office-import/components/import-counts';
import { ImportErrors } from '../../features/office-import/components/import-errors';
import { FailureAlert } from '../../components/failure-alert';
import { useTranslation } from '../../lib/i18n/i18n';
import { OfficePage } from '../../components/office-page';

const ACCEPTED = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const Refused = ({ children }: { children: string }) => (
  <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
    <Text size="sm" c="red.9">
      {children}
    </Text>
  </Alert>
);

/**
 * 'Import': units with their owners and tenants from a CSV or XLSX file. 'Check' runs a dry run that says what
 * would be created or changed and lists every row's error; 'Import' (only for a checked file without errors)
 * applies all of it or nothing, and says what was done. Another file starts anew.
 */
export const ImportScreen = () => {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const check = useCheckImport();
  const apply = useApplyImport();
  const choose = (next: File | null) => {
    setFile(next);
    check.reset();
    apply.reset();
  };
  const checked = check.data;
  const headerRefused = refusedSummary(check.error);
  const applyRefused = refusedSummary(apply.error);
  const withErrors: ImportSummary | undefined = applyRefused ?? headerRefused ?? checked;
  return (
    <OfficePage
      title={t('Import units and residents')}
      actions={
        <Button
          component="a"
          href={importTemplateUrl()}
          download
          variant="default"
          leftSection={<IconDownload aria-hidden size={18} />}
        >
          {t('Download template')}
        </Button>
      }
    >
      <Text maw="48rem">
        {t(
          'Units with their owners and tenants, from a CSV or Excel file (.xlsx) whose first row names the columns, as the template does. Check the file first: nothing changes until you press Import, and then all of it is imported, or nothing.',
        )}
      </Text>
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
        (headerRefused ? (
          <Refused>
            {t('The file cannot be read: its first row must name the columns, as the template does.')}
          </Refused>
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
          <ImportCounts summary={checked} />
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
          <ImportCounts summary={apply.data} />
        </Section>
      )}
      {withErrors && withErrors.errors.length > 0 && <ImportErrors summary={withErrors} />}
    </OfficePage>
  );
};
