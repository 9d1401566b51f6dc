import type { PlanImportSummary } from '@vve/contract/calls/maintenance-plan';
import { DetailList } from '../../../components/detail-list';
import { useTranslation } from '../../../lib/i18n/i18n';

/** What an import of plan lines would do (after a check) or did (after importing): its rows and lines. */
export const PlanImportCounts = ({ summary }: { summary: PlanImportSummary }) => {
  const { t } = useTranslation();
  return (
    <DetailList
      details={[
        { label: t('Rows'), value: summary.rows },
        {
          label: t('Lines of the draft'),
          value: t('{{replaced}} replaced by {{added}} from the file', summary.lines),
        },
      ]}
    />
  );
};
