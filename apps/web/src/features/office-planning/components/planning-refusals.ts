import type { RefusalCode } from '@vve/contract/refusals';

/** The refusals of the maintenance planning that explain themselves. */
export const PLANNING_REFUSALS: readonly RefusalCode[] = [
  'complexArchived',
  'noSuchAspectType',
  'aspectInspected',
  'elementInspected',
  'supplierNotInUse',
  'taskPerformed',
  'taskStarted',
];
