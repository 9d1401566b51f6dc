import type { RefusalCode } from '@vve/contract/refusals';

/** The refusals of the administration of suppliers that explain themselves. */
export const SUPPLIER_REFUSALS: readonly RefusalCode[] = [
  'supplierArchived',
  'memberElsewhere',
  'nobodyWithEmail',
  'emailTaken',
];
