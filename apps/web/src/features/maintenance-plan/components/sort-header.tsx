import { UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { PlanSort, PlanSortKey } from './line-order';
import classes from './plan-table.module.css';

interface SortHeaderProps {
  label: string;
  sortKey: PlanSortKey;
  sort: PlanSort;
  onSort: (key: PlanSortKey) => void;
}

/** A column header's button that sorts the table by it; the header cell says the order (aria-sort). */
export const SortHeader = ({ label, sortKey, sort, onSort }: SortHeaderProps) => {
  const direction = sort?.key === sortKey ? sort.direction : null;
  const Icon =
    direction === null ? IconArrowsSort : direction === 'ascending' ? IconSortAscending : IconSortDescending;
  return (
    <UnstyledButton
      className={classes.sortButton}
      onClick={() => {
        onSort(sortKey);
      }}
    >
      {label}
      <Icon aria-hidden size={14} />
    </UnstyledButton>
  );
};
