import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { AggregateCondition, ComplexConditions } from '@vve/contract/calls/office-conditions';
import { useState } from 'react';
import { DateText } from '../../../components/date-text';
import { RecordTable } from '../../../components/record-table';
import { type TFunction, useTranslation } from '../../../lib/i18n/i18n';
import { aspectLabel } from '../../../lib/known-values';
import { scoreLabel } from '../../../lib/condition-labels';
import { ConditionHistoryDialog } from './condition-history-dialog';

/** An aggregate condition with what it was weighed by, or that nothing is scored yet. */
const aggregateText = (condition: AggregateCondition | null, t: TFunction): string => {
  if (condition === null) return t('Not scored yet');
  const weighting = {
    value: t('weighed by replacement value'),
    quantity: t('weighed by quantity'),
    equal: t('each element weighed the same'),
  }[condition.weighting];
  return `${scoreLabel(condition.condition, t)} (${weighting})`;
};

/**
 * A complex's condition by NEN 2767: its own and each aspect's, then its scored elements worst first (those at 5
 * or worse marked as overdue maintenance), each opening its condition history.
 */
export const ConditionOverview = ({ conditions }: { conditions: ComplexConditions }) => {
  const { t } = useTranslation();
  const [history, setHistory] = useState<{ id: number; label: string } | null>(null);
  return (
    <Stack gap="sm">
      <Text fw={600}>
        {t('Complex: {{condition}}', { condition: aggregateText(conditions.condition, t) })}
      </Text>
      <RecordTable
        items={conditions.aspects}
        rowKey={(aspect) => aspect.id}
        minWidth={420}
        columns={[
          { header: t('Aspect'), cell: (aspect) => aspectLabel(aspect, t) },
          { header: t('Condition'), cell: (aspect) => aggregateText(aspect.condition, t) },
        ]}
      />
      <RecordTable
        items={conditions.elements}
        rowKey={(row) => row.element.id}
        minWidth={640}
        empty={t('No element has been scored yet: an inspection that records defects scores its elements.')}
        columns={[
          {
            header: t('Element'),
            cell: (row) => (
              <Button
                variant="subtle"
                size="compact-sm"
                px={0}
                onClick={() => {
                  setHistory({ id: row.element.id, label: row.element.label });
                }}
              >
                {row.element.label}
              </Button>
            ),
          },
          { header: t('Aspect'), cell: (row) => aspectLabel(row.aspect, t) },
          { header: t('Location'), cell: (row) => row.element.location },
          {
            header: t('Condition'),
            cell: (row) => (
              <Group gap={6} wrap="nowrap">
                <Text span inherit>
                  {scoreLabel(row.score, t)}
                </Text>
                {row.overdue && (
                  <Badge color="red.2" c="black" radius="sm">
                    {t('Overdue maintenance (achterstallig onderhoud)')}
                  </Badge>
                )}
              </Group>
            ),
          },
          { header: t('Scored on'), cell: (row) => <DateText value={row.scoredAt} /> },
        ]}
      />
      {conditions.unscoredElements > 0 && (
        <Text size="sm" c="gray.7">
          {t('{{count}} elements have no score yet.', { count: conditions.unscoredElements })}
        </Text>
      )}
      {history && (
        <ConditionHistoryDialog
          elementId={history.id}
          label={history.label}
          onClose={() => {
            setHistory(null);
          }}
        />
      )}
    </Stack>
  );
};
