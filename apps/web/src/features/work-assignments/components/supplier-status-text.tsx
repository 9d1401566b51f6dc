import type { SupplierStatus } from '@vve/contract/enums';
import type { TFunction } from '../../../lib/i18n/i18n';

/** The emoji of each supplier status (spec §2). */
export const SUPPLIER_STATUS_EMOJI: Record<SupplierStatus, string> = {
  COMPLETE: '✅',
  FOLLOW_UP_ACTION_NEEDED: '🔁',
  BLOCKED: '⛔',
};

/** The translated label of a supplier status, with its explicit English wording (spec §1). */
export const supplierStatusLabel = (status: SupplierStatus, t: TFunction): string => {
  switch (status) {
    case 'COMPLETE':
      return t('supplierStatus.COMPLETE');
    case 'FOLLOW_UP_ACTION_NEEDED':
      return t('supplierStatus.FOLLOW_UP_ACTION_NEEDED');
    case 'BLOCKED':
      return t('supplierStatus.BLOCKED');
  }
};

/** The emoji and label of a supplier status, e.g. '⛔ Work cannot be performed'. */
export const supplierStatusText = (status: SupplierStatus, t: TFunction): string =>
  `${SUPPLIER_STATUS_EMOJI[status]} ${supplierStatusLabel(status, t)}`;
