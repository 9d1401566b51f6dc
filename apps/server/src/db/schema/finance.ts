import { boolean, date, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { complexes } from './complexes';

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

export const budgets = pgTable(
  'budgets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    financialYearId: integer('financial_year_id')
      .notNull()
      .references(() => financialYears.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull(),
  },
  (table) => [index('budgets_financial_year_id_idx').on(table.financialYearId)],
);

/** A debtor's contribution to one budget item, a year's total and its monthly instalment, in cents. */
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
    omschrijving: text('omschrijving').notNull(),
    totaalCents: integer('totaal_cents').notNull(),
    totaalPerMaandCents: integer('totaal_per_maand_cents').notNull(),
  },
  (table) => [index('budget_lines_debtor_id_idx').on(table.debtorId, table.budgetId)],
);
