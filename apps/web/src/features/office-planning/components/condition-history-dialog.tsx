import { Modal, Stack, Text } from '@mantine/core';
import { DateText } from '../../../components/date-text';
import { DefectList } from '../../../components/defect-list';
import { QueryView } from '../../../components/query-view';
import { RecordTable } from '../../../components/record-table';
import { useTranslation } from '../../../lib/i18n/i18n';
import { scoreLabel } from '../../../lib/condition-labels';
import { useConditionHistory } from '../api/get-condition-history';
import { ConditionChart } from './condition-chart';

/** An element's condition history: a chart, and every inspection's score with the defects it found. */
export const ConditionHistoryDialog = ({
  elementId,
  label,
  onClose,
}: {
  elementId: number;
  label: string;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const history = useConditionHistory(elementId);
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t('Condition history of {{label}}', { label })}
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      <QueryView query={history} skeleton={{ lines: 4 }}>
        {({ entries }) => (
          <Stack gap="sm">
            <ConditionChart entries={entries} />
            <RecordTable
              items={entries.toReversed()}
              rowKey={(entry) => entry.inspectionId}
              minWidth={420}
              empty={t('No inspection has scored this element yet.')}
              columns={[
                { header: t('Inspected on'), cell: (entry) => <DateText value={entry.performedAt} /> },
                { header: t('Condition'), cell: (entry) => scoreLabel(entry.score, t) },
                {
                  header: t('Defects'),
                  cell: (entry) =>
                    entry.defects.length === 0 ? (
                      <Text c="gray.7" size="sm">
                        {t('None')}
                      </Text>
                    ) : (
                      <DefectList defects={entry.defects} />
                    ),
                },
              ]}
            />
          </Stack>
        )}
      </QueryView>
    </Modal>
  );
};
