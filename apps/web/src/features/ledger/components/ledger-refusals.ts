import type { RefusalCode } from '@vve/contract/refusals';

/** The refusals of ledgers that explain themselves. */
export const LEDGER_REFUSALS: readonly RefusalCode[] = [
  'complexArchived',
  'budgetWithoutFinance',
  'noBudgetInForce',
  'bookedLater',
  'bookingCorrected',
  'correctionNotCorrected',
];
