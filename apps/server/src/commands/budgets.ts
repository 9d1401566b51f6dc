import { and, eq, inArray } from 'drizzle-orm';
import type { BudgetAdoptionPayload, BudgetItemPayload } from '@vve/contract/calls/budgets';
import { monthlyInstalment, payerItemAmounts } from '@vve/contract/rules/budget';
import { recordAudit, type AuditAction } from '../db/audit-log';
import type { Database } from '../db/database';
import { budgetItems, budgetLines, budgets, debtors, financialYears } from '../db/schema/finance';
import { found, refusal } from '../lib/http-error';
import { findBudgetDecision, findBudgetInForce, findBudgetItems, findUnitPayers } from '../queries/budgets';
import { lockComplexInUse } from './lock-complex';

/** Who changes what, when. */
interface Change {
  userId: number;
  at: Date;
}

const BUDGET = 'Budget';
/** Rows a statement inserts at most (PostgreSQL takes 65,535 parameters). */
const ROWS_PER_INSERT = 1000;

const audit = (tx: Database, change: Change, action: AuditAction, budgetId: number) =>
  recordAudit(tx, { userId: change.userId, action, entityId: budgetId, at: change.at });

/**
 * A budget locked for a change, after its complex (in use, 409 when archived); 404 when there is none, 409 when it
 * was adopted. Answers the complex and the budget's year.
 */
const lockDraft = async (tx: Database, budgetId: number) => {
  const { complexId } = found(
    await tx
      .select({ complexId: financialYears.complexId })
      .from(budgets)
      .innerJoin(financialYears, eq(financialYears.id, budgets.financialYearId))
      .where(eq(budgets.id, budgetId)),
    BUDGET,
  );
  const complex = await lockComplexInUse(tx, complexId);
  const budget = found(await tx.select().from(budgets).where(eq(budgets.id, budgetId)).for('update'), BUDGET);
  if (budget.adoptedOn !== null) throw refusal('budgetAdopted');
  return complex;
};

const insertItems = (tx: Database, budgetId: number, items: readonly BudgetItemPayload[]) =>
  items.length === 0
    ? Promise.resolve()
    : tx.insert(budgetItems).values(
        items.map(({ category, description, amountCents }, position) => ({
          budgetId,
          position,
          category,
          description,
          amountCents,
        })),
      );

/**
 * Starts a complex's draft budget for a year, with the items of its budget in force then (the newest adopted one up
 * to that year). 409 when the complex has no financial management or the year has a budget. Answers its id.
 */
export const createBudget = (db: Database, budget: Change & { complexId: number; year: number }) =>
  db.transaction(async (tx) => {
    const complex = await lockComplexInUse(tx, budget.complexId);
    if (!complex.financieelBeheer) throw refusal('budgetWithoutFinance');
    await tx
      .insert(financialYears)
      .values({ complexId: complex.id, year: budget.year })
      .onConflictDoNothing();
    const year = found(
      await tx
        .select({ id: financialYears.id })
        .from(financialYears)
        .where(and(eq(financialYears.complexId, complex.id), eq(financialYears.year, budget.year))),
      'Financial year',
    );
    const [created] = await tx
      .insert(budgets)
      .values({ financialYearId: year.id })
      .onConflictDoNothing()
      .returning({ id: budgets.id });
    if (!created) throw refusal('budgetYearTaken', { year: budget.year });
    const before = await findBudgetInForce(tx, complex.id, budget.year);
    if (before) await insertItems(tx, created.id, await findBudgetItems(tx, before.id));
    await audit(tx, budget, 'budget.created', created.id);
    return created.id;
  });

/** Replaces a draft budget's items (409 once adopted). */
export const saveBudgetItems = (db: Database, budget: Change & { id: number; items: BudgetItemPayload[] }) =>
  db.transaction(async (tx) => {
    await lockDraft(tx, budget.id);
    await tx.delete(budgetItems).where(eq(budgetItems.budgetId, budget.id));
    await insertItems(tx, budget.id, budget.items);
    await audit(tx, budget, 'budget.changed', budget.id);
  });

/** Removes a draft budget (409 once adopted). */
export const removeBudget = (db: Database, budget: Change & { id: number }) =>
  db.transaction(async (tx) => {
    await lockDraft(tx, budget.id);
    await tx.delete(budgets).where(eq(budgets.id, budget.id));
    await audit(tx, budget, 'budget.removed', budget.id);
  });

/** The decision that adopts a budget: one of the complex's meeting, carried; else 400. */
const assertAdoptingDecision = async (tx: Database, complexId: number, itemId: number) => {
  const decision = await findBudgetDecision(tx, itemId);
  if (decision?.complexId !== complexId) throw refusal('decisionNotOfComplex');
  if (decision.outcome !== 'adopted') throw refusal('budgetDecisionNotCarried');
};

/**
 * Adopts a draft budget on a day (not after `today`), by a decision of the complex's meeting when there is one: each
 * item is divided over the units by their cost shares (contract/rules/budget), and each unit's payer is charged
 * their units' part of every item, a year's amount and its monthly instalment, in budget lines of their debtor
 * account (opened with a balance of zero when they have none). 409 when the complex has no financial management
 * or no units, or a unit has no owner; all or nothing.
 */
export const adoptBudget = (
  db: Database,
  adoption: Change & BudgetAdoptionPayload & { id: number; today: string },
) =>
  db.transaction(async (tx) => {
    if (adoption.adoptedOn > adoption.today) throw refusal('budgetAdoptedLater');
    const complex = await lockDraft(tx, adoption.id);
    if (!complex.financieelBeheer) throw refusal('budgetWithoutFinance');
    if (adoption.decisionItemId !== null)
      await assertAdoptingDecision(tx, complex.id, adoption.decisionItemId);
    const units = await findUnitPayers(tx, complex.id);
    if (units.length === 0) throw refusal('budgetWithoutUnits');
    const ownerless = units.filter((unit) => unit.payerId === null);
    if (ownerless.length > 0) {
      throw refusal('unitsWithoutOwner', { units: ownerless.map((unit) => unit.indexNr).join(', ') });
    }
    const items = await findBudgetItems(tx, adoption.id);
    const byPayer = payerItemAmounts(
      items.map((item) => item.amountCents),
      units.map((unit) => ({ id: unit.unitId, parts: unit.costShare, payer: unit.payerId ?? 0 })),
    );
    const debtorOf = await openDebtors(tx, complex.id, [...byPayer.keys()]);
    const lines = [...byPayer].flatMap(([payer, amounts]) =>
      items.map((item, index) => {
        const yearly = amounts[index] ?? 0;
        return {
          budgetId: adoption.id,
          budgetItemId: item.id,
          debtorId: debtorOf.get(payer) ?? 0,
          omschrijving: item.description,
          totaalCents: yearly,
          totaalPerMaandCents: monthlyInstalment(yearly),
        };
      }),
    );
    for (let start = 0; start < lines.length; start += ROWS_PER_INSERT) {
      await tx.insert(budgetLines).values(lines.slice(start, start + ROWS_PER_INSERT));
    }
    await tx
      .update(budgets)
      .set({ adoptedOn: adoption.adoptedOn, decisionItemId: adoption.decisionItemId })
      .where(eq(budgets.id, adoption.id));
    await audit(tx, adoption, 'budget.adopted', adoption.id);
  });

/** The debtor accounts of people in a complex, opened (balance zero, no mandate) for those who have none. */
const openDebtors = async (tx: Database, complexId: number, userIds: readonly number[]) => {
  if (userIds.length > 0) {
    await tx
      .insert(debtors)
      .values(userIds.map((userId) => ({ complexId, userId, saldoCents: 0 })))
      .onConflictDoNothing();
  }
  const rows =
    userIds.length === 0
      ? []
      : await tx
          .select({ id: debtors.id, userId: debtors.userId })
          .from(debtors)
          .where(and(eq(debtors.complexId, complexId), inArray(debtors.userId, [...userIds])));
  return new Map(rows.map((row) => [row.userId, row.id]));
};
