import { Button, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ImportRefusal } from '@vve/contract/calls/import-refusal';
import { IconDownload } from '@tabler/icons-react';
import { SpreadsheetImportFlow } from '../../components/spreadsheet-import-flow';
import { OfficePage } from '../../components/office-page';
import { importResidents } from '../../features/office-import/api/import-residents';
import { importTemplateUrl } from '../../features/office-import/api/import-template';
import { ImportCounts } from '../../features/office-import/components/import-counts';
import { useTranslation } from '../../lib/i18n/i18n';

/**
 * 'Import': units with their owners and tenants from a CSV or XLSX file, checked first and then imported all at
 * once or not at all; units, people and their relations are loaded again everywhere after.
 */
export const ImportScreen = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
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
      <SpreadsheetImportFlow
        send={importResidents}
        refusal={ImportRefusal}
        counts={(summary) => <ImportCounts summary={summary} />}
        headerRefused={t(
          'The file cannot be read: its first row must name the columns, as the template does.',
        )}
        onImported={() => queryClient.invalidateQueries()}
      />
    </OfficePage>
  );
};
