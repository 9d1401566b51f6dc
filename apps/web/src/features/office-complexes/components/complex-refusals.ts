import type { RefusalCode } from '@vve/contract/refusals';

/** The refusals of the administration of complexes that explain themselves. */
export const COMPLEX_REFUSALS: readonly RefusalCode[] = [
  'duplicateIndexNr',
  'unitInUse',
  'complexArchived',
  'projectInUse',
];
