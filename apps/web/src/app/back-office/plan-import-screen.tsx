import { Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { PlanImportRefusal } from '@vve/contract/calls/maintenance-plan';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { generatePath, Link, useParams } from 'react-router';
import { SpreadsheetImportFlow } from '../../components/spreadsheet-import-flow';
import { OfficePage } from '../../components/office-page';
import { useMaintenancePlan } from '../../features/maintenance-plan/api/get-maintenance-plan';
import { importPlanLines, planTemplateUrl } from '../../features/maintenance-plan/api/import-plan-lines';
import { planKeys } from '../../features/maintenance-plan/api/plan-keys';
import { PlanImportCounts } from '../../features/maintenance-plan/components/plan-import-counts';
import { useTranslation } from '../../lib/i18n/i18n';
import { officeRoutes } from '../../lib/office-routes';
import { OfficeNotFound } from './office-not-found';

/**
 * 'Import lines': a complex's plan lines from a CSV or XLSX file with the template's columns (or a plan's own
 * export), replacing the draft's lines; checked first, then imported all at once or not at all.
 */
export const PlanImportScreen = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const plan = useMaintenancePlan(id, valid);
  if (!valid) return <OfficeNotFound />;
  const naam = plan.data?.complex.naam;
  return (
    <OfficePage
      title={naam ? t('Import the plan lines of {{complex}}', { complex: naam }) : t('Import plan lines')}
      actions={
        <Group gap="sm">
          <Button
            component="a"
            href={planTemplateUrl()}
            download
            variant="default"
            leftSection={<IconDownload aria-hidden size={18} />}
          >
            {t('Download template')}
          </Button>
          <Button
            component={Link}
            to={generatePath(officeRoutes.complexMaintenancePlan, { id: String(id) })}
            variant="default"
            leftSection={<IconArrowLeft aria-hidden size={18} />}
          >
            {t('Back to the plan')}
          </Button>
        </Group>
      }
    >
      <Text maw="48rem">
        {t(
          'A plan made elsewhere moves in here: a CSV or Excel file with the template’s columns, or the lines sheet of a plan’s own export. Its lines replace the draft’s; adopted versions stay as they are. Check the file first: nothing changes until you press Import, and then all of it is imported, or nothing.',
        )}
      </Text>
      <SpreadsheetImportFlow
        send={importPlanLines(id)}
        refusal={PlanImportRefusal}
        counts={(summary) => <PlanImportCounts summary={summary} />}
        headerRefused={t(
          'The file cannot be read: its first row must name the columns, as the template does.',
        )}
        onImported={() => queryClient.invalidateQueries({ queryKey: planKeys.all() })}
      />
    </OfficePage>
  );
};
