import {
  MAX_BUDGET_ITEM_CENTS,
  type BudgetCategory,
  type BudgetItemPayload,
} from '@vve/contract/calls/budgets';
import { centsEntry, parseCents, type EnteredAmount } from '../../lib/amount-entry';

/** An item of a draft as its row holds it while it is changed: its amount as typed, in the user's locale. */
export interface ItemRow {
  /** The row's own key, for React: items have no id until saved, and rows move. */
  key: number;
  category: BudgetCategory;
  description: string;
  amount: string;
}

let lastKey = 0;

/** A new row. */
export const itemRow = (category: BudgetCategory, description: string, amount: string): ItemRow => {
  lastKey += 1;
  return { key: lastKey, category, description, amount };
};

/** The rows of a budget's saved items, their amounts as their fields show them in the locale. */
export const rowsOf = (items: readonly BudgetItemPayload[], locale: string): ItemRow[] =>
  items.map((item) => itemRow(item.category, item.description, centsEntry(item.amountCents, locale)));

/** What a row says: its description as it is saved (trimmed), and its amount read in the locale. */
export const readRow = (row: ItemRow, locale: string): { description: string; amount: EnteredAmount } => ({
  description: row.description.trim(),
  amount: parseCents(row.amount, locale, MAX_BUDGET_ITEM_CENTS),
});

/** The items the rows make, in their order; undefined while a row is no item (no description, or no amount). */
export const itemsOf = (rows: readonly ItemRow[], locale: string): BudgetItemPayload[] | undefined => {
  const items: BudgetItemPayload[] = [];
  for (const row of rows) {
    const { description, amount } = readRow(row, locale);
    if (description === '' || !('cents' in amount)) return undefined;
    items.push({ category: row.category, description, amountCents: amount.cents });
  }
  return items;
};

/** Whether the rows say what the saved items say (an amount typed differently is the same amount). */
export const sameAsSaved = (rows: readonly ItemRow[], saved: readonly BudgetItemPayload[], locale: string) =>
  rows.length === saved.length &&
  rows.every((row, index) => {
    const item = saved[index];
    const { description, amount } = readRow(row, locale);
    return (
      row.category === item?.category &&
      description === item.description &&
      'cents' in amount &&
      amount.cents === item.amountCents
    );
  });

/** The total of the rows' amounts that are amounts, in cents. */
export const rowsTotal = (rows: readonly ItemRow[], locale: string): number =>
  rows.reduce((total, row) => {
    const amount = parseCents(row.amount, locale, MAX_BUDGET_ITEM_CENTS);
    return 'cents' in amount ? total + amount.cents : total;
  }, 0);
