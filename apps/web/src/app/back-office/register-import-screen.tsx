import { Button, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { RegisterImportRefusal } from '@vve/contract/calls/office-register';
import { IconArrowLeft } from '@tabler/icons-react';
import { generatePath, Link, useParams } from 'react-router';
import { SpreadsheetImportFlow } from '../../components/spreadsheet-import-flow';
import { OfficePage } from '../../components/office-page';
import { useOfficePlanning } from '../../features/office-planning/api/get-office-planning';
import { importRegister } from '../../features/office-planning/api/import-register';
import { planningKeys } from '../../features/office-planning/api/planning-keys';
import { RegisterImportCounts } from '../../features/office-planning/components/register-import-counts';
import { useTranslation } from '../../lib/i18n/i18n';
import { officeRoutes } from '../../lib/office-routes';
import { OfficeNotFound } from './office-not-found';

/**
 * 'Import register': a complex's element register from a CSV or XLSX file with the export's columns, checked
 * first and then imported all at once or not at all; the planning loads again after.
 */
export const RegisterImportScreen = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const planning = useOfficePlanning(id, valid);
  if (!valid) return <OfficeNotFound />;
  const naam = planning.data?.complex.naam;
  return (
    <OfficePage
      title={naam ? t('Import the element register of {{complex}}', { complex: naam }) : t('Import register')}
      actions={
        <Button
          component={Link}
          to={generatePath(officeRoutes.complexPlanning, { id: String(id) })}
          variant="default"
          leftSection={<IconArrowLeft aria-hidden size={18} />}
        >
          {t('Back to the planning')}
        </Button>
      }
    >
      <Text maw="48rem">
        {t(
          'Export the register, change it in a spreadsheet and import it here. A row with an element number changes that element; a row without one adds an element to the aspect it names. Elements the file leaves out stay as they are. Check the file first: nothing changes until you press Import, and then all of it is imported, or nothing.',
        )}
      </Text>
      <SpreadsheetImportFlow
        send={importRegister(id)}
        refusal={RegisterImportRefusal}
        counts={(summary) => <RegisterImportCounts summary={summary} />}
        headerRefused={t('The file cannot be read: its first row must name the columns, as the export does.')}
        onImported={() => queryClient.invalidateQueries({ queryKey: planningKeys.office })}
      />
    </OfficePage>
  );
};
