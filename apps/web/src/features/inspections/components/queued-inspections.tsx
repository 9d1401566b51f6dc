import { Box, Text } from '@mantine/core';
import { Section } from '../../../components/section';
import { BAD_NEWS_TEXT } from '../../../components/text-colors';
import { WaitingBadge } from '../../../components/waiting-badge';
import { useTranslation } from '../../../lib/i18n/i18n';
import { changeRefusalText } from '../../../components/server-refusals';
import type { Refusal } from '../../../lib/offline/queued-change';
import { useQueuedChanges } from '../../../lib/offline/sync-state';
import { savedElsewhere } from '../api/inspection-conflict';
import { QUEUED_INSPECTION, type QueuedInspection } from '../queued-inspection';
import { InspectionList } from './inspection-list';

/**
 * The inspections registered or saved on this device that the server does not have yet (issue 16), each as last
 * kept, with 'Waiting to be sent' or why the server refused it.
 */
export const QueuedInspections = () => {
  const { t } = useTranslation();
  const queued = useQueuedChanges<QueuedInspection>(QUEUED_INSPECTION);
  if (queued.length === 0) return null;
  const latest = new Map(queued.map((change) => [change.payload.inspection.id, change.payload.inspection]));
  const refusals = new Map<number, Refusal>();
  for (const change of queued) {
    if (change.refusal) refusals.set(change.payload.inspection.id, change.refusal);
  }
  return (
    <Section title={t('Not sent yet')}>
      <InspectionList
        inspections={[...latest.values()]}
        note={(inspection) => {
          const refusal = refusals.get(inspection.id);
          return (
            <Box mt={6}>
              {refusal ? (
                <>
                  <Text size="sm" c={BAD_NEWS_TEXT}>
                    {changeRefusalText(refusal, t)}
                  </Text>
                  {savedElsewhere(refusal) && (
                    <Text size="sm">
                      {t('Open the inspection to choose which version to keep of each part.')}
                    </Text>
                  )}
                </>
              ) : (
                <WaitingBadge />
              )}
            </Box>
          );
        }}
      />
    </Section>
  );
};
