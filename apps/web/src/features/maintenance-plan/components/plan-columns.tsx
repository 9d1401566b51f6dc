import { Badge, Text } from '@mantine/core';
import type { MaintenancePlan, PlanLine, PlanProposal } from '@vve/contract/calls/maintenance-plan';
import { IconBulb } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ItemActions } from '../../../components/item-actions';
import { Money } from '../../../components/money';
import { scoreLabel } from '../../../lib/condition-labels';
import { useFormatters } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/i18n';
import { unitSymbol } from '../../../lib/unit-label';
import type { PlanSortKey } from './line-order';
import { activityLabel, elementText, workText } from '../plan-work';

/** A row of sums: a chapter's or the whole plan's costs per year, and its total. */
export interface SumRow {
  costs: readonly number[];
  total: number;
}

/** A column of the plan's table: its header, width and cells. */
export interface PlanColumn {
  key: string;
  header: string;
  width: number;
  numeric?: boolean;
  /** Its cell names the row (`th scope="row"`). */
  rowHeader?: boolean;
  /** The order a click on its header sorts by; none: it does not sort. */
  sort?: PlanSortKey;
  cell: (line: PlanLine) => ReactNode;
  /** Its cell in a row of sums; none: empty. */
  sum?: (row: SumRow) => ReactNode;
}

/** What a line's row offers: 'Change' and 'Remove' (the draft of a complex in use only). */
export interface LineActions {
  onChange: (line: PlanLine) => void;
  onRemove: (line: PlanLine) => void;
}

interface PlanColumnsInput {
  plan: MaintenancePlan;
  /** The inspections' proposals by the line they move. */
  proposals: ReadonlyMap<number, PlanProposal>;
  actions: LineActions | null;
}

/**
 * The plan's columns: first those that stay in view (NL-SfB code, element, work, the actions), then the quantity
 * and its measure, price, VAT, first year, cycle and the element's latest score, a column per year and the line's
 * total. Year cells are whole euros (empty without work); a line the inspections propose to move says so.
 */
export const usePlanColumns = ({ plan, proposals, actions }: PlanColumnsInput) => {
  const { t } = useTranslation();
  const { quantity } = useFormatters();
  const euros = (amount: number) => (amount === 0 ? '' : quantity(Math.round(amount)));
  const sticky: PlanColumn[] = [
    { key: 'code', header: t('NL-SfB'), width: 84, sort: 'code', cell: (line) => line.element?.nlsfbCode },
    {
      key: 'element',
      header: t('Element'),
      width: 180,
      sort: 'element',
      cell: (line) => elementText(line, t),
    },
    {
      key: 'work',
      header: t('Work'),
      width: 250,
      rowHeader: true,
      cell: (line) => {
        const proposal = proposals.get(line.id);
        return (
          <>
            <Text span fw={700} size="sm">
              {activityLabel(line.activity, t)}
            </Text>
            {line.description !== '' && (
              <Text size="xs" c="gray.7">
                {line.description}
              </Text>
            )}
            {proposal && (
              <Badge
                variant="light"
                color="orange.9"
                radius="sm"
                leftSection={<IconBulb aria-hidden size={12} />}
                style={{ textTransform: 'none' }}
              >
                {t('Proposed: {{year}}', { year: proposal.toYear })}
              </Badge>
            )}
          </>
        );
      },
    },
  ];
  if (actions) {
    sticky.push({
      key: 'actions',
      header: t('Actions'),
      width: 84,
      cell: (line) => (
        <ItemActions
          edit={{
            label: t('Change line {{work}}', { work: workText(line, t) }),
            onClick: () => {
              actions.onChange(line);
            },
          }}
          remove={{
            label: t('Remove line {{work}}', { work: workText(line, t) }),
            onClick: () => {
              actions.onRemove(line);
            },
          }}
        />
      ),
    });
  }
  const scrolling: PlanColumn[] = [
    {
      key: 'quantity',
      header: t('Quantity'),
      width: 110,
      numeric: true,
      cell: (line) => `${quantity(line.quantity)} ${unitSymbol(line.unit, t)}`,
    },
    {
      key: 'price',
      header: t('Price per measure'),
      width: 120,
      numeric: true,
      cell: (line) => <Money amount={line.unitPrice} />,
    },
    { key: 'vat', header: t('VAT'), width: 64, numeric: true, cell: (line) => `${line.vatRate} %` },
    {
      key: 'first-year',
      header: t('First year'),
      width: 96,
      numeric: true,
      sort: 'firstYear',
      cell: (line) => line.firstYear,
    },
    {
      key: 'cycle',
      header: t('Cycle'),
      width: 120,
      cell: (line) => (line.cycle === null ? t('Once') : t('Every {{count}} years', { count: line.cycle })),
    },
    {
      key: 'condition',
      header: t('Condition'),
      width: 170,
      cell: (line) => line.element?.condition && scoreLabel(line.element.condition.score, t),
    },
    ...plan.years.map((year, index): PlanColumn => ({
      key: `year-${year}`,
      header: String(year),
      width: 92,
      numeric: true,
      cell: (line) => euros(line.costs[index] ?? 0),
      sum: (row) => euros(row.costs[index] ?? 0),
    })),
    {
      key: 'total',
      header: t('Total'),
      width: 130,
      numeric: true,
      sort: 'total',
      cell: (line) => <Money amount={line.total} />,
      sum: (row) => <Money amount={row.total} />,
    },
  ];
  return { sticky, scrolling };
};
