import type { BudgetSummary, OfficeBudget, OwnerBudget } from '@vve/contract/calls/budgets';
import { contributionOf, planYears } from '@vve/contract/rules/maintenance-plan';
import { monthlyInstalment, payerItemAmounts } from '@vve/contract/rules/budget';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { budgetLines, debtors } from '../db/schema/finance';
import { orNotFound } from '../lib/http-error';
import { cents } from '../lib/money';
import {
  findBudget,
  findBudgetDecision,
  findBudgetInForce,
  findBudgetItems,
  findBudgetsOf,
  findUnitPayers,
} from '../queries/budgets';
import { findNewestAdopted, termsOf } from '../queries/maintenance-plans';
import { findComplex } from '../queries/office-complexes';

const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

/** A complex's budgets, the newest year first (404 for no complex). */
export const readOfficeBudgets = async (db: Database, complexId: number): Promise<BudgetSummary[]> => {
  const complex = await findComplex(db, complexId);
  return (await findBudgetsOf(db, complex.id)).map(({ id, year, adoptedOn, totalCents }) => ({
    id,
    year,
    adoptedOn,
    totalCents,
  }));
};

/** What the complex's newest adopted maintenance plan asks for the reserve in a year, in cents; null outside it. */
const planReserveCents = async (db: Database, complexId: number, year: number) => {
  const plan = await findNewestAdopted(db, complexId);
  if (!plan) return null;
  const terms = termsOf(plan);
  return planYears(terms).includes(year) ? cents(contributionOf(terms, year)) : null;
};

/**
 * A budget as the back office reads it: its items and total, the plan's reserve for its year, the decision that
 * adopted it, and what each unit pays of it by its cost share today (404 for no budget).
 */
export const readOfficeBudget = async (db: Database, id: number): Promise<OfficeBudget> => {
  const budget = orNotFound(await findBudget(db, id), 'Budget');
  const [complex, items, units, planReserve, decision] = await Promise.all([
    findComplex(db, budget.complexId),
    findBudgetItems(db, id),
    findUnitPayers(db, budget.complexId),
    planReserveCents(db, budget.complexId, budget.year),
    budget.decisionItemId === null ? undefined : findBudgetDecision(db, budget.decisionItemId),
  ]);
  const byUnit = payerItemAmounts(
    items.map((item) => item.amountCents),
    units.map((unit) => ({ id: unit.unitId, parts: unit.costShare, payer: unit.unitId })),
  );
  return {
    id: budget.id,
    year: budget.year,
    adoptedOn: budget.adoptedOn,
    totalCents: budget.totalCents,
    complex: { id: complex.id, naam: complex.naam },
    items,
    planReserveCents: planReserve,
    decision: decision
      ? {
          meetingId: decision.meetingId,
          itemId: decision.itemId,
          number: decision.number,
          title: decision.title,
        }
      : null,
    units: units.map((unit) => {
      const amounts = byUnit.get(unit.unitId) ?? [];
      return {
        unitId: unit.unitId,
        indexNr: unit.indexNr,
        adres: unit.adres,
        costShare: unit.costShare,
        payer: unit.payer,
        yearlyCents: sum(amounts),
        monthlyCents: sum(amounts.map(monthlyInstalment)),
      };
    }),
  };
};

/**
 * What an owner reads of a complex's budget in force in `year` (a complex they own a unit in, checked by the
 * caller): its items and total, and what their debtor account is charged of it a year and a month. Null without
 * financial management or an adopted budget.
 */
export const readOwnerBudget = async (
  db: Database,
  complexId: number,
  userId: number,
  year: number,
): Promise<OwnerBudget> => {
  const complex = await findComplex(db, complexId);
  if (!complex.financieelBeheer) return null;
  const budget = await findBudgetInForce(db, complex.id, year);
  if (!budget?.adoptedOn) return null;
  const [items, own] = await Promise.all([
    findBudgetItems(db, budget.id),
    db
      .select({ yearly: budgetLines.totaalCents, monthly: budgetLines.totaalPerMaandCents })
      .from(budgetLines)
      .innerJoin(debtors, eq(debtors.id, budgetLines.debtorId))
      .where(and(eq(budgetLines.budgetId, budget.id), eq(debtors.userId, userId))),
  ]);
  return {
    year: budget.year,
    adoptedOn: budget.adoptedOn,
    items: items.map(({ category, description, amountCents }) => ({ category, description, amountCents })),
    totalCents: budget.totalCents,
    ownYearlyCents: sum(own.map((line) => line.yearly)),
    ownMonthlyCents: sum(own.map((line) => line.monthly)),
  };
};
