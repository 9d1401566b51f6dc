import { Table } from '@mantine/core';
import type { BudgetItemPayload } from '@vve/contract/calls/budgets';
import { Money } from '../../../components/money';
import { useTranslation } from '../../../lib/i18n/i18n';
import { CENTS_PER_EURO } from '../../../lib/amount-entry';
import { categoryLabel } from './category-label';

interface BudgetItemsTableProps {
  items: readonly BudgetItemPayload[];
  totalCents: number;
  /** The table's name for screen readers. */
  label: string;
  small?: boolean;
}

/** A budget's items as they stand: category, description and amount a year, and their total. */
export const BudgetItemsTable = ({ items, totalCents, label, small = false }: BudgetItemsTableProps) => {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={small ? 0 : 480}>
      <Table striped verticalSpacing={4} fz={small ? 'sm' : undefined} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Category')}</Table.Th>
            <Table.Th>{t('Description')}</Table.Th>
            <Table.Th ta="right">{t('Amount per year')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item, index) => (
            <Table.Tr key={index}>
              <Table.Td>{categoryLabel(item.category, t)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.description}</Table.Td>
              <Table.Td ta="right">
                <Money amount={item.amountCents / CENTS_PER_EURO} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={2}>{t('Total')}</Table.Th>
            <Table.Th ta="right">
              <Money amount={totalCents / CENTS_PER_EURO} />
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
};
