import { ActionIcon, Button, Group, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  BudgetCategory,
  MAX_BUDGET_DESCRIPTION,
  MAX_BUDGET_ITEM_CENTS,
  MAX_BUDGET_ITEMS,
  type OfficeBudget,
} from '@vve/contract/calls/budgets';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Money } from '../../../components/money';
import { RefusalAlert } from '../../../components/refusal-alert';
import { useFormatters } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { useSaveBudgetItems } from '../api/change-budgets';
import { amountProblemText, CENTS_PER_EURO, centsEntry } from '../../../lib/amount-entry';
import { itemRow, itemsOf, readRow, rowsOf, rowsTotal, type ItemRow } from '../draft-items';
import { BUDGET_REFUSALS } from './budget-refusals';
import { categoryLabel } from './category-label';

interface BudgetItemsEditorProps {
  budget: OfficeBudget;
  /** The items as they are being changed, in the user's locale, and their change. */
  rows: readonly ItemRow[];
  onChange: (rows: ItemRow[]) => void;
  /** Whether the rows differ from the saved items. */
  unsaved: boolean;
  locale: string;
}

/**
 * A draft's items, changed in place: each with its category, description and amount a year (in euros as the
 * user's locale writes them), 'Add an item', the total, the maintenance plan's reserve contribution for the year
 * to take over, and 'Save the budget', which replaces the saved items.
 */
export const BudgetItemsEditor = ({ budget, rows, onChange, unsaved, locale }: BudgetItemsEditorProps) => {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const save = useSaveBudgetItems(budget.id);
  const [checked, setChecked] = useState(false);
  const [added, setAdded] = useState<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const change = (key: number, part: Partial<ItemRow>) => {
    onChange(rows.map((row) => (row.key === key ? { ...row, ...part } : row)));
  };
  const add = (row: ItemRow) => {
    setAdded(row.key);
    onChange([...rows, row]);
  };
  const takePlanReserve = (cents: number) => {
    const amount = centsEntry(cents, locale);
    const reserve = rows.find((row) => row.category === 'reserve');
    if (reserve) change(reserve.key, { amount });
    else add(itemRow('reserve', t('Reserve fund contribution'), amount));
  };
  const categories = BudgetCategory.options.map((category) => ({
    value: category,
    label: categoryLabel(category, t),
  }));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        const items = itemsOf(rows, locale);
        if (!items || save.isPending) return;
        save.mutate(items, {
          onSuccess: (saved) => {
            setChecked(false);
            onChange(rowsOf(saved.items, locale));
            notify(t('The budget has been saved.'));
          },
        });
      }}
    >
      <Stack gap="sm">
        {budget.planReserveCents === null ? (
          <Text size="sm" c="gray.7">
            {t('No adopted maintenance plan covers {{year}}: enter the reserve contribution yourself.', {
              year: budget.year,
            })}
          </Text>
        ) : (
          <Group gap="sm">
            <Text size="sm">
              {t('The maintenance plan asks {{amount}} for the reserve fund in {{year}}.', {
                amount: money(budget.planReserveCents / CENTS_PER_EURO),
                year: budget.year,
              })}
            </Text>
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                if (budget.planReserveCents !== null) takePlanReserve(budget.planReserveCents);
              }}
            >
              {t("Take the plan's contribution")}
            </Button>
          </Group>
        )}
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing={6} aria-label={t('Items of the budget')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={250}>{t('Category')}</Table.Th>
                <Table.Th>{t('Description')}</Table.Th>
                <Table.Th w={190} ta="right">
                  {t('Amount per year')}
                </Table.Th>
                <Table.Th w={70}>{t('Actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => {
                const number = index + 1;
                const read = readRow(row, locale);
                const amountProblem = 'problem' in read.amount ? read.amount.problem : null;
                return (
                  <Table.Tr key={row.key} style={{ verticalAlign: 'top' }}>
                    <Table.Td>
                      <NativeSelect
                        aria-label={t('Category of item {{number}}', { number })}
                        data={categories}
                        value={row.category}
                        autoFocus={row.key === added}
                        onChange={(event) => {
                          const category = BudgetCategory.safeParse(event.currentTarget.value).data;
                          if (category) change(row.key, { category });
                        }}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={t('Description of item {{number}}', { number })}
                        maxLength={MAX_BUDGET_DESCRIPTION}
                        value={row.description}
                        error={checked && read.description === '' ? t('Describe the item.') : undefined}
                        onChange={(event) => {
                          change(row.key, { description: event.currentTarget.value });
                        }}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={t('Amount per year of item {{number}}', { number })}
                        inputMode="decimal"
                        autoComplete="off"
                        leftSection="€"
                        styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
                        value={row.amount}
                        error={
                          checked && amountProblem !== null
                            ? amountProblemText(amountProblem, {
                                locale,
                                maxCents: MAX_BUDGET_ITEM_CENTS,
                                t,
                                money,
                              })
                            : undefined
                        }
                        onChange={(event) => {
                          change(row.key, { amount: event.currentTarget.value });
                        }}
                      />
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red.8"
                        size="lg"
                        aria-label={
                          read.description === ''
                            ? t('Remove item {{number}} (no description)', { number })
                            : t('Remove item {{number}}: {{description}}', {
                                number,
                                description: read.description,
                              })
                        }
                        onClick={() => {
                          onChange(rows.filter((other) => other.key !== row.key));
                          addButton.current?.focus();
                        }}
                      >
                        <IconTrash aria-hidden size={18} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={2}>{t('Total')}</Table.Th>
                <Table.Th ta="right" pr="md">
                  <Money amount={rowsTotal(rows, locale) / CENTS_PER_EURO} />
                </Table.Th>
                <Table.Td />
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
        {rows.length === 0 && <Text c="gray.7">{t('This budget has no items yet.')}</Text>}
        <Group gap="sm">
          <Button
            ref={addButton}
            variant="default"
            leftSection={<IconPlus aria-hidden size={18} />}
            disabled={rows.length >= MAX_BUDGET_ITEMS}
            onClick={() => {
              add(itemRow('other', '', ''));
            }}
          >
            {/* 'Add an item' of a budget: a key of its own, as an agenda's item is another word in other languages. */}
            {t('budgetItem.add')}
          </Button>
          <Button
            type="submit"
            loading={save.isPending}
            leftSection={<IconDeviceFloppy aria-hidden size={18} />}
          >
            {t('Save the budget')}
          </Button>
          {unsaved && (
            <Text size="sm" c="orange.9">
              {t('Unsaved changes')}
            </Text>
          )}
        </Group>
        {save.error && (
          <RefusalAlert
            error={save.error}
            failed={t('The budget could not be saved.')}
            explained={BUDGET_REFUSALS}
          />
        )}
      </Stack>
    </form>
  );
};
