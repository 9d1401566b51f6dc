import type { SupplierStatus } from '@vve/contract/enums';
import type { TFunction } from '../../../lib/i18n/i18n';

/** Each supplier status with its emoji (spec §2) and its label, in its explicit English wording (spec §1). */
const SUPPLIER_STATUSES: Record<SupplierStatus, { emoji: string; label: (t: TFunction) => string }> = {
  COMPLETE: { emoji: '✅', label: (t) => t('supplierStatus.COMPLETE') },
  FOLLOW_UP_ACTION_NEEDED: { emoji: '🔁', label: (t) => t('supplierStatus.FOLLOW_UP_ACTION_NEEDED') },
  BLOCKED: { emoji: '⛔', label: (t) => t('supplierStatus.BLOCKED') },
};

/** The emoji and label of a supplier status, e.g. '⛔ Work cannot be performed'. */
export const supplierStatusText = (status: SupplierStatus, t: TFunction): string =>
  `${SUPPLIER_STATUSES[status].emoji} ${SUPPLIER_STATUSES[status].label(t)}`;
