import { Stack, Text } from '@mantine/core';
import type { MaintenancePlan, PlanLine } from '@vve/contract/calls/maintenance-plan';
import { useState } from 'react';
import { AddButton } from '../../../components/add-button';
import { Removal, useRemoval } from '../../../components/removal';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useRemovePlanLine } from '../api/remove-plan-line';
import { chapterLabel } from './chapter-label';
import { ChangeLineDialog, NewLineDialog } from './line-dialog';
import { LineFilters } from './line-filters';
import { filterLines, inChapter, nextSort, sortLines, type LineFilter, type PlanSort } from './line-order';
import { usePlanColumns } from './plan-columns';
import { PLAN_REFUSALS } from './plan-refusals';
import { PlanTable, type LabelledSum } from './plan-table';
import { workText } from '../plan-work';

interface PlanLinesProps {
  plan: MaintenancePlan;
  /** Whether lines are added, changed and removed here (the draft of a complex in use). */
  editable: boolean;
}

/**
 * The plan's lines as the classic MJOP table, filtered by chapter and element and sorted by a column's header,
 * with the chapters' subtotals and the plan's total per year below; on the draft 'Add line', and each line's
 * 'Change' and 'Remove'.
 */
export const PlanLines = ({ plan, editable }: PlanLinesProps) => {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<LineFilter>({ chapter: null, element: '' });
  const [sort, setSort] = useState<PlanSort>(null);
  const [dialog, setDialog] = useState<'new' | PlanLine | null>(null);
  const remove = useRemovePlanLine();
  const removal = useRemoval<PlanLine>(remove);
  const columns = usePlanColumns({
    plan,
    proposals: new Map(plan.proposals.map((proposal) => [proposal.lineId, proposal])),
    actions: editable ? { onChange: setDialog, onRemove: removal.ask } : null,
  });
  const lines = sortLines(filterLines(plan.lines, filter), sort);
  const sums: LabelledSum[] = [
    ...plan.chapters
      .filter((row) => inChapter(row.chapter, filter.chapter))
      .map((row) => ({
        key: `chapter-${row.chapter ?? 'none'}`,
        label: t('Subtotal {{chapter}}', { chapter: chapterLabel(row.chapter, t) }),
        costs: row.costs,
        total: row.total,
      })),
    { key: 'total', label: t('Total per year'), costs: plan.yearTotals, total: plan.total, grand: true },
  ];
  const close = () => {
    setDialog(null);
  };
  return (
    <Stack gap="sm">
      {plan.lines.length === 0 ? (
        <Text c="gray.7">{t('This plan has no lines yet.')}</Text>
      ) : (
        <>
          <LineFilters plan={plan} filter={filter} onChange={setFilter} />
          {lines.length === 0 && <Text c="gray.7">{t('No lines match the filter.')}</Text>}
          <PlanTable
            caption={t(
              '{{shown}} of {{count}} lines. Amounts in euros including VAT, whole euros per year; the sums below are of the whole plan.',
              { shown: lines.length, count: plan.lines.length },
            )}
            columns={columns}
            lines={lines}
            sums={sums}
            sort={sort}
            onSort={(key) => {
              setSort((current) => nextSort(current, key));
            }}
          />
        </>
      )}
      <Removal
        {...removal.props}
        question={(line) => t('Remove line {{work}}?', { work: workText(line, t) })}
        failed={t('The line could not be removed.')}
        explained={PLAN_REFUSALS}
      />
      {editable && (
        <AddButton
          label={t('Add line')}
          onClick={() => {
            setDialog('new');
          }}
        />
      )}
      {dialog === 'new' && <NewLineDialog plan={plan} onClose={close} />}
      {dialog !== null && dialog !== 'new' && <ChangeLineDialog plan={plan} line={dialog} onClose={close} />}
    </Stack>
  );
};
