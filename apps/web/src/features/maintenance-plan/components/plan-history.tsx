import type { PlanHistoryEntry } from '@vve/contract/calls/maintenance-plan';
import { DateText } from '../../../components/date-text';
import { RecordTable } from '../../../components/record-table';
import { namedScoreLabel } from '../../../lib/condition-labels';
import { useTranslation } from '../../../lib/i18n/i18n';
import { InspectionLink } from './inspection-link';

/**
 * The plan's accepted proposals, newest first: when and by whom, which work, from and to which year, and the score
 * that proposed it with a link to its inspection.
 */
export const PlanHistory = ({ history }: { history: readonly PlanHistoryEntry[] }) => {
  const { t } = useTranslation();
  return (
    <RecordTable
      items={history}
      rowKey={(entry, index) => `${entry.at}-${entry.lineKey}-${index}`}
      minWidth={760}
      empty={t('No proposal has been accepted yet.')}
      columns={[
        { header: t('Date'), cell: (entry) => <DateText value={entry.at} /> },
        { header: t('By'), cell: (entry) => entry.by },
        { header: t('Work'), cell: (entry) => entry.work },
        {
          header: t('Year'),
          cell: (entry) => t('{{from}} → {{to}}', { from: entry.fromYear, to: entry.toYear }),
        },
        {
          header: t('Score'),
          cell: (entry) =>
            entry.inspectionId === null ? (
              namedScoreLabel(entry.score, t)
            ) : (
              <InspectionLink inspectionId={entry.inspectionId} score={entry.score} />
            ),
        },
      ]}
    />
  );
};
