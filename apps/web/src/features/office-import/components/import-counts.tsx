import type { ImportSummary } from '@vve/contract/calls/office-import';
import { DetailList } from '../../../components/detail-list';
import { useTranslation } from '../../../lib/i18n/i18n';

/** What an import would do (after a check) or did (after importing): its rows, units, people and relations. */
export const ImportCounts = ({ summary }: { summary: ImportSummary }) => {
  const { t } = useTranslation();
  const createdAndChanged = ({ created, changed }: { created: number; changed: number }) =>
    t('{{created}} new, {{changed}} changed', { created, changed });
  return (
    <DetailList
      details={[
        { label: t('Rows'), value: summary.rows },
        { label: t('Units'), value: createdAndChanged(summary.units) },
        { label: t('People'), value: createdAndChanged(summary.people) },
        { label: t('Owners of units'), value: t('{{created}} new', { created: summary.ownerships.created }) },
        {
          label: t('Rental contracts'),
          value: t(
            '{{created}} new, {{unchanged}} already there (left as they are)',
            summary.rentalContracts,
          ),
        },
      ]}
    />
  );
};
