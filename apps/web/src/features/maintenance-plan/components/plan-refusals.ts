import type { RefusalCode } from '@vve/contract/refusals';

/** The refusals of the maintenance plan that explain themselves. */
export const PLAN_REFUSALS: readonly RefusalCode[] = [
  'complexArchived',
  'planVersionAdopted',
  'planYearOutsideHorizon',
  'planLinesOutsideHorizon',
  'planElementElsewhere',
  'planProposalGone',
  'planAdoptedInFuture',
];
