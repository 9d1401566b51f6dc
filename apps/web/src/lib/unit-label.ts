import type { ElementUnit } from '@vve/contract/calls/office-planning';
import type { TFunction } from './i18n/i18n';

/** A unit of quantity as a choice names it: its symbol and what it measures. */
export const unitLabel = (unit: ElementUnit, t: TFunction): string =>
  ({ m2: t('m² (area)'), m1: t('m¹ (length)'), st: t('pieces'), pst: t('lump sum') })[unit];

/** A unit of quantity as it follows a number: 412.5 m², 24 pcs. */
export const unitSymbol = (unit: ElementUnit, t: TFunction): string =>
  ({ m2: 'm²', m1: 'm¹', st: t('pcs'), pst: t('lump sum') })[unit];
