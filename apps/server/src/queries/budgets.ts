import { and, asc, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema/accounts';
import { unitOwners, units } from '../db/schema/complexes';
import { budgetItems, budgetLines, budgets, financialYears } from '../db/schema/finance';
import { agendaItems, meetings } from '../db/schema/meetings';

/** A complex's adopted budgets by financial year, newest year first (drafts are the administrator's own). */
export const budgetsByYear = (db: Database, complexId: number) =>
  db
    .select({ yearId: financialYears.id, budgetId: budgets.id })
    .from(financialYears)
    .innerJoin(budgets, eq(budgets.financialYearId, financialYears.id))
    .where(and(eq(financialYears.complexId, complexId), isNotNull(budgets.adoptedOn)))
    .orderBy(desc(financialYears.year), asc(budgets.id));

/** A debtor's own budget lines. */
export const debtorBudgetLines = (db: Database, debtorId: number) =>
  db.select().from(budgetLines).where(eq(budgetLines.debtorId, debtorId)).orderBy(asc(budgetLines.id));

/** A budget's total in cents, as a column. */
const totalCents = sql<number>`(select coalesce(sum(${budgetItems.amountCents}), 0)::integer from ${budgetItems}
  where ${eq(budgetItems.budgetId, budgets.id)})`;

const budgetColumns = {
  id: budgets.id,
  complexId: financialYears.complexId,
  year: financialYears.year,
  adoptedOn: budgets.adoptedOn,
  decisionItemId: budgets.decisionItemId,
  totalCents,
};

/** A complex's budgets, the newest year first. */
export const findBudgetsOf = (db: Database, complexId: number) =>
  db
    .select(budgetColumns)
    .from(budgets)
    .innerJoin(financialYears, eq(financialYears.id, budgets.financialYearId))
    .where(eq(financialYears.complexId, complexId))
    .orderBy(desc(financialYears.year));

/** A budget with its complex and year, if it exists. */
export const findBudget = async (db: Database, id: number) => {
  const [budget] = await db
    .select(budgetColumns)
    .from(budgets)
    .innerJoin(financialYears, eq(financialYears.id, budgets.financialYearId))
    .where(eq(budgets.id, id));
  return budget;
};

/** The budget in force of a complex: the adopted budget of the newest year up to `year`. */
export const findBudgetInForce = async (db: Database, complexId: number, year: number) => {
  const [budget] = await db
    .select(budgetColumns)
    .from(budgets)
    .innerJoin(financialYears, eq(financialYears.id, budgets.financialYearId))
    .where(
      and(
        eq(financialYears.complexId, complexId),
        isNotNull(budgets.adoptedOn),
        lte(financialYears.year, year),
      ),
    )
    .orderBy(desc(financialYears.year))
    .limit(1);
  return budget;
};

/** A budget's items in their order. */
export const findBudgetItems = (db: Database, budgetId: number) =>
  db
    .select({
      id: budgetItems.id,
      category: budgetItems.category,
      description: budgetItems.description,
      amountCents: budgetItems.amountCents,
    })
    .from(budgetItems)
    .where(eq(budgetItems.budgetId, budgetId))
    .orderBy(asc(budgetItems.position));

/**
 * A complex's units by index number with their cost shares and payers: the owner who casts the unit's vote, else
 * its first owner (by account); null for a unit without an owner.
 */
export const findUnitPayers = async (db: Database, complexId: number) => {
  const rows = await db
    .select({
      unitId: units.id,
      indexNr: units.indexNr,
      adres: units.adres,
      costShare: units.costShare,
      payerId: sql<number | null>`(select ${unitOwners.userId} from ${unitOwners}
        where ${eq(unitOwners.unitId, units.id)}
        order by ${unitOwners.castsVote} desc, ${unitOwners.userId} limit 1)`,
    })
    .from(units)
    .where(eq(units.complexId, complexId))
    .orderBy(asc(units.indexNr), asc(units.id));
  const payerIds = [...new Set(rows.flatMap((row) => (row.payerId === null ? [] : [row.payerId])))];
  const names = new Map(
    payerIds.length === 0
      ? []
      : (
          await db
            .select({ id: users.id, name: users.name })
            .from(users)
            .where(sql`${users.id} = any(${sql.param(payerIds)}::int[])`)
        ).map((user) => [user.id, user.name]),
  );
  return rows.map((row) => ({
    ...row,
    payer: row.payerId === null ? null : (names.get(row.payerId) ?? null),
  }));
};

/** The decision that adopted a budget: its meeting, number on the agenda and title. */
export const findBudgetDecision = async (db: Database, itemId: number) => {
  const [decision] = await db
    .select({
      meetingId: agendaItems.meetingId,
      itemId: agendaItems.id,
      number: agendaItems.position,
      title: agendaItems.title,
      complexId: meetings.complexId,
      outcome: sql<string | null>`${agendaItems.result}->>'outcome'`,
    })
    .from(agendaItems)
    .innerJoin(meetings, eq(meetings.id, agendaItems.meetingId))
    .where(eq(agendaItems.id, itemId));
  return decision;
};
