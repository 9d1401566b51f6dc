import type { RegisterImportSummary } from '@vve/contract/calls/office-register';
import { DetailList } from '../../../components/detail-list';
import { useTranslation } from '../../../lib/i18n/i18n';

/** What an import of a register would do (after a check) or did (after importing): its rows and elements. */
export const RegisterImportCounts = ({ summary }: { summary: RegisterImportSummary }) => {
  const { t } = useTranslation();
  return (
    <DetailList
      details={[
        { label: t('Rows'), value: summary.rows },
        {
          label: t('Elements'),
          value: t('{{created}} new, {{changed}} changed, {{unchanged}} unchanged', summary.elements),
        },
      ]}
    />
  );
};
