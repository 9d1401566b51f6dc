import type { SupplierStatus } from '@vve/contract/enums';
import { useTranslation, type TFunction } from '../lib/i18n/i18n';
import { StatusBadge, type StatusLook } from './status-badge';

interface SupplierStatusLook extends StatusLook {
  emoji: string;
}

/**
 * Each supplier status with its emoji (spec §2), its badge colour and its label, in its explicit English
 * wording (spec §1).
 */
const SUPPLIER_STATUSES: Record<SupplierStatus, SupplierStatusLook> = {
  COMPLETE: { emoji: '✅', color: 'lime.5', label: (t) => t('supplierStatus.COMPLETE') },
  FOLLOW_UP_ACTION_NEEDED: {
    emoji: '🔁',
    color: 'yellow.4',
    label: (t) => t('supplierStatus.FOLLOW_UP_ACTION_NEEDED'),
  },
  BLOCKED: { emoji: '⛔', color: 'red.4', label: (t) => t('supplierStatus.BLOCKED') },
};

/** A work order whose supplier has not reported yet. */
const NO_REPORT: StatusLook = { color: 'gray.2', label: (t) => t('No report yet') };

/** The emoji and label of a supplier status, e.g. '⛔ Work cannot be performed'. */
export const supplierStatusText = (status: SupplierStatus, t: TFunction): string =>
  `${SUPPLIER_STATUSES[status].emoji} ${SUPPLIER_STATUSES[status].label(t)}`;

/** The last status a supplier reported as a badge with its emoji (not read out); 'No report yet' for none. */
export const SupplierStatusBadge = ({ status }: { status: SupplierStatus | null }) => {
  const { t } = useTranslation();
  if (status === null) return <StatusBadge look={NO_REPORT} />;
  const look = SUPPLIER_STATUSES[status];
  return (
    <StatusBadge look={look}>
      <span aria-hidden>{look.emoji}</span> {look.label(t)}
    </StatusBadge>
  );
};
