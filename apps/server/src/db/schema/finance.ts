import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { BookingKind } from '@vve/contract/calls/ledger';
import type { BudgetCategory } from '@vve/contract/calls/budgets';
import { users } from './accounts';
import { complexes } from './complexes';
import { agendaItems } from './meetings';

/** A user's account with a complex that has financial management. Amounts are in cents. */
export const debtors = pgTable(
  'debtors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    complexId: integer('complex_id')
      .notNull()
      .references(() => complexes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Negative: an amount due; positive: paid ahead. */
    saldoCents: integer('saldo_cents').notNull(),
    /** Direct debit authorisation: both set when signed, both null when not. */
    incassoGetekendOp: date('incasso_getekend_op'),
    incassoRekeningNummer: text('incasso_rekening_nummer'),
  },
  (table) => [
    unique('debtors_complex_user_unique').on(table.complexId, table.userId),
    index('debtors_user_id_idx').on(table.userId),
  ],
);

export const financialYears = pgTable(
  'financial_years',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    complexId: integer('complex_id')
      .notNull()
      .references(() => complexes.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
  },
  (table) => [unique('financial_years_complex_year_unique').on(table.complexId, table.year)],
);

/**
 * A complex's budget of a financial year (one a year): a draft until the members' meeting adopts it (on a day, by a
 * decision when there is one). The adopted budget of the newest year up to this one is in force.
 */
export const budgets = pgTable(
  'budgets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    financialYearId: integer('financial_year_id')
      .notNull()
      .references(() => financialYears.id, { onDelete: 'cascade' }),
    adoptedOn: date('adopted_on'),
    decisionItemId: integer('decision_item_id').references(() => agendaItems.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('budgets_one_per_year').on(table.financialYearId),
    index('budgets_decision_item_idx').on(table.decisionItemId),
  ],
);

/** A budget's items in their order: a category, what it is, and its amount for the year in cents. */
export const budgetItems = pgTable(
  'budget_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    budgetId: integer('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    category: text('category').$type<BudgetCategory>().notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (table) => [
    index('budget_items_budget_id_idx').on(table.budgetId, table.position),
    check(
      'budget_items_category',
      sql`${table.category} in ('management', 'insurance', 'energy', 'cleaning', 'maintenance', 'other', 'reserve')`,
    ),
    check('budget_items_amount', sql`${table.amountCents} >= 0`),
  ],
);

/**
 * A debtor's contribution to one budget item (the spec's regel), a year's total and its monthly instalment, in cents;
 * written when the budget is adopted (budgetItemId null: a budget from before items were kept).
 */
export const budgetLines = pgTable(
  'budget_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    budgetId: integer('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    debtorId: integer('debtor_id')
      .notNull()
      .references(() => debtors.id, { onDelete: 'cascade' }),
    budgetItemId: integer('budget_item_id').references(() => budgetItems.id, { onDelete: 'cascade' }),
    omschrijving: text('omschrijving').notNull(),
    totaalCents: integer('totaal_cents').notNull(),
    totaalPerMaandCents: integer('totaal_per_maand_cents').notNull(),
  },
  (table) => [index('budget_lines_debtor_id_idx').on(table.debtorId, table.budgetId)],
);

/**
 * A debtor's ledger: every change of their balance, dated and never changed or removed (a correction is a booking
 * of its own that reverses one). The amount is its effect on the balance, in cents: negative for what the debtor
 * owes (a contribution, a charge), positive for what they paid. `debtors.saldo_cents` is the sum of a debtor's
 * bookings, kept equal to it in the transaction that books.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    debtorId: integer('debtor_id')
      .notNull()
      .references(() => debtors.id, { onDelete: 'restrict' }),
    bookedOn: date('booked_on').notNull(),
    kind: text('kind').$type<BookingKind>().notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** A monthly contribution: the budget it follows from and its month (1 to 12). */
    budgetId: integer('budget_id').references(() => budgets.id, { onDelete: 'restrict' }),
    month: integer('month'),
    /** A correction that reverses a booking: that booking (each is reversed at most once); else null. */
    correctsId: integer('corrects_id').references((): AnyPgColumn => bookings.id, { onDelete: 'restrict' }),
    bookedBy: integer('booked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('bookings_debtor_idx').on(table.debtorId, table.bookedOn, table.id),
    uniqueIndex('bookings_one_contribution_a_month').on(table.debtorId, table.budgetId, table.month),
    index('bookings_budget_idx').on(table.budgetId, table.month),
    uniqueIndex('bookings_corrected_once').on(table.correctsId),
    check(
      'bookings_kind',
      sql`${table.kind} in ('opening', 'contribution', 'charge', 'payment', 'correction')`,
    ),
    check(
      'bookings_contribution_month',
      sql`(${table.kind} = 'contribution') = (${table.budgetId} is not null and ${table.month} between 1 and 12)`,
    ),
    check('bookings_reversal', sql`${table.correctsId} is null or ${table.kind} = 'correction'`),
  ],
);
