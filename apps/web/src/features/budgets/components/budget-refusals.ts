import type { RefusalCode } from '@vve/contract/refusals';

/** The refusals of budgets that explain themselves. */
export const BUDGET_REFUSALS: readonly RefusalCode[] = [
  'complexArchived',
  'budgetWithoutFinance',
  'budgetYearTaken',
  'budgetAdopted',
  'budgetWithoutUnits',
  'unitsWithoutOwner',
  'decisionNotOfComplex',
  'budgetDecisionNotCarried',
  'budgetAdoptedLater',
];
