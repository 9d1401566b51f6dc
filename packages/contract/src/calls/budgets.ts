import { z } from 'zod';
import { defineCall } from '../define-call';
import { Id, IsoDate } from '../primitives';
import { ComplexRef } from './office';
import { IdParams, VveParams } from './params';

/** What a budget's item is for: the operating costs by category, and the reserve fund's contribution. */
export const BudgetCategory = z.enum([
  'management',
  'insurance',
  'energy',
  'cleaning',
  'maintenance',
  'other',
  'reserve',
]);
export type BudgetCategory = z.infer<typeof BudgetCategory>;

/** A budget's years lie between these. */
export const BUDGET_YEARS = { first: 2000, last: 2100 } as const;
/** The largest amount of one item, in cents (€ 10,000,000.00). */
export const MAX_BUDGET_ITEM_CENTS = 1_000_000_000;
/** A budget has at most this many items. */
export const MAX_BUDGET_ITEMS = 60;
/** An item's description has at most this many characters. */
export const MAX_BUDGET_DESCRIPTION = 120;

/** Cents: a whole number, 0 up to MAX_BUDGET_ITEM_CENTS. */
const ItemCents = z
  .int('An amount is a whole number of cents.')
  .min(0, 'An amount is not negative.')
  .max(MAX_BUDGET_ITEM_CENTS, 'An amount is at most € 10,000,000.00.');

const BudgetYear = z
  .int('A year is a whole number.')
  .min(
    BUDGET_YEARS.first,
    `A budget's year lies between ${String(BUDGET_YEARS.first)} and ${String(BUDGET_YEARS.last)}.`,
  )
  .max(
    BUDGET_YEARS.last,
    `A budget's year lies between ${String(BUDGET_YEARS.first)} and ${String(BUDGET_YEARS.last)}.`,
  );

/** An item of a budget as the administrator writes it: its category, what it is, and its amount for the year. */
export const BudgetItemPayload = z.strictObject({
  category: BudgetCategory,
  description: z
    .string()
    .trim()
    .min(1, 'Describe the item.')
    .max(
      MAX_BUDGET_DESCRIPTION,
      `An item's description has at most ${String(MAX_BUDGET_DESCRIPTION)} characters.`,
    ),
  amountCents: ItemCents,
});
export type BudgetItemPayload = z.infer<typeof BudgetItemPayload>;

/** A draft budget's items, all at once, in their order. */
export const BudgetItemsPayload = z.strictObject({
  items: z
    .array(BudgetItemPayload)
    .max(MAX_BUDGET_ITEMS, `A budget has at most ${String(MAX_BUDGET_ITEMS)} items.`),
});
export type BudgetItemsPayload = z.infer<typeof BudgetItemsPayload>;

/** A new budget of a complex: its year (one budget per year). */
export const NewBudgetPayload = z.strictObject({ year: BudgetYear });
export type NewBudgetPayload = z.infer<typeof NewBudgetPayload>;

/** The meeting's adoption of a draft budget: the day, and the decision that adopted it when there is one. */
export const BudgetAdoptionPayload = z.strictObject({
  adoptedOn: IsoDate,
  decisionItemId: Id.nullable(),
});
export type BudgetAdoptionPayload = z.infer<typeof BudgetAdoptionPayload>;

/** A budget in a complex's list: its year, whether adopted (and when), and its total in cents. */
export const BudgetSummary = z.object({
  id: Id,
  year: z.number().int(),
  adoptedOn: IsoDate.nullable(),
  totalCents: z.number().int(),
});
export type BudgetSummary = z.infer<typeof BudgetSummary>;

/** What a unit pays of a budget: its year's contribution and the monthly instalment, in cents. */
export const UnitContribution = z.object({
  unitId: Id,
  indexNr: z.string(),
  adres: z.string(),
  costShare: z.number().int(),
  /** Who is charged for it: the owner who casts its vote, else its first owner; null when it has none. */
  payer: z.string().nullable(),
  yearlyCents: z.number().int(),
  monthlyCents: z.number().int(),
});
export type UnitContribution = z.infer<typeof UnitContribution>;

/**
 * A budget as the back office reads it: its items, their total, what the complex's adopted maintenance plan
 * proposes for the reserve in its year (null when no adopted plan covers it), the decision that adopted it, and
 * what each unit pays by its cost share.
 */
export const OfficeBudget = BudgetSummary.extend({
  complex: ComplexRef,
  items: z.array(BudgetItemPayload.extend({ id: Id })),
  planReserveCents: z.number().int().nullable(),
  decision: z.object({ meetingId: Id, itemId: Id, number: z.number().int(), title: z.string() }).nullable(),
  units: z.array(UnitContribution),
});
export type OfficeBudget = z.infer<typeof OfficeBudget>;

/**
 * What an owner reads of their complex's budget in force: its year, when it was adopted, its items (by category,
 * with their totals) and what the owner pays of it a year and a month. Null: no budget adopted yet.
 */
export const OwnerBudget = z
  .object({
    year: z.number().int(),
    adoptedOn: IsoDate,
    items: z.array(BudgetItemPayload),
    totalCents: z.number().int(),
    ownYearlyCents: z.number().int(),
    ownMonthlyCents: z.number().int(),
  })
  .nullable();
export type OwnerBudget = z.infer<typeof OwnerBudget>;

export const budgetsCalls = {
  /** A complex's budgets, the newest year first. */
  officeBudgets: defineCall({
    method: 'GET',
    path: '/api/app/office/complexes/:id/budgets',
    params: IdParams,
    access: { only: 'administrator', record: 'Complex' },
    response: z.array(BudgetSummary),
  }),
  /**
   * Starts a complex's draft budget for a year, with the items of its newest adopted budget (409 when the year has
   * a budget, or the complex has no financial management).
   */
  createBudget: defineCall({
    method: 'POST',
    path: '/api/app/office/complexes/:id/budgets',
    params: IdParams,
    access: { only: 'administrator', record: 'Complex' },
    body: NewBudgetPayload,
    response: OfficeBudget,
  }),
  officeBudget: defineCall({
    method: 'GET',
    path: '/api/app/office/budgets/:id',
    params: IdParams,
    access: { only: 'administrator', record: 'Budget' },
    response: OfficeBudget,
  }),
  /** Replaces a draft's items (409 once adopted). */
  saveBudgetItems: defineCall({
    method: 'PUT',
    path: '/api/app/office/budgets/:id/items',
    params: IdParams,
    access: { only: 'administrator', record: 'Budget' },
    body: BudgetItemsPayload,
    response: OfficeBudget,
  }),
  /**
   * Adopts a draft: each unit's yearly and monthly contribution per item, by its cost share, is charged to the
   * unit's payer (whose debtor account is opened when they have none). 409 when a unit has no owner or the complex
   * no units; 400 for a decision of another complex, or one not carried.
   */
  adoptBudget: defineCall({
    method: 'POST',
    path: '/api/app/office/budgets/:id/adoption',
    params: IdParams,
    access: { only: 'administrator', record: 'Budget' },
    body: BudgetAdoptionPayload,
    response: OfficeBudget,
  }),
  /** Removes a draft (409 once adopted). */
  removeBudget: defineCall({
    method: 'DELETE',
    path: '/api/app/office/budgets/:id',
    params: IdParams,
    access: { only: 'administrator', record: 'Budget' },
    response: z.object({ id: Id }),
  }),
  /** The budget in force of a complex the caller owns a unit in, with their own part (404 to others). */
  ownerBudget: defineCall({
    method: 'GET',
    path: '/api/app/details/vve/:vveId/budget',
    params: VveParams,
    response: OwnerBudget,
  }),
};
