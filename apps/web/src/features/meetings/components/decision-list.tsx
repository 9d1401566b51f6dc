import { Stack, Text } from '@mantine/core';
import type { Decision } from '@vve/contract/calls/meeting-votes';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PlainList } from '../../../components/plain-list';
import { QueryView } from '../../../components/query-view';
import { useFormatters } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/i18n';
import { TallyText } from './tally-text';

/**
 * A complex's decision list: each decision its members' meetings took, the latest meeting first, with the meeting's
 * date, its item and its result.
 */
export const DecisionList = <D extends Decision>({
  decisions,
  actions,
}: {
  decisions: UseQueryResult<D[]>;
  /** What can be done with a decision, below it (the back office's work orders). */
  actions?: (decision: D) => ReactNode;
}) => {
  const { t } = useTranslation();
  const { date } = useFormatters();
  return (
    <QueryView query={decisions} skeleton={{ lines: 2 }}>
      {(list) =>
        list.length === 0 ? (
          <Text c="gray.7">{t('No decisions yet')}</Text>
        ) : (
          <PlainList aria-label={t('Decisions')}>
            {list.map((decision) => (
              <li key={decision.itemId}>
                <Stack gap={4}>
                  <Text fw={600}>{decision.title}</Text>
                  <Text size="sm" c="gray.7">
                    {t('Members’ meeting of {{date}}, item {{number}}', {
                      date: date(decision.meetingStartsAt),
                      number: decision.number,
                    })}
                  </Text>
                  <TallyText tally={decision.result} decided />
                  {actions?.(decision)}
                </Stack>
              </li>
            ))}
          </PlainList>
        )
      }
    </QueryView>
  );
};
