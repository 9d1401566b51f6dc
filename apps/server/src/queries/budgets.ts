import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { budgetLines, budgets, financialYears } from '../db/schema/finance';

/** A complex's budgets by financial year, newest year first. */
export const budgetsByYear = (db: Database, complexId: number) =>
  db
    .select({ yearId: financialYears.id, budgetId: budgets.id })
    .from(financialYears)
    .innerJoin(budgets, eq(budgets.financialYearId, financialYears.id))
    .where(eq(financialYears.complexId, complexId))
    .orderBy(desc(financialYears.year), asc(budgets.id));

/** A debtor's own budget lines. */
export const debtorBudgetLines = (db: Database, debtorId: number) =>
  db.select().from(budgetLines).where(eq(budgetLines.debtorId, debtorId)).orderBy(asc(budgetLines.id));
