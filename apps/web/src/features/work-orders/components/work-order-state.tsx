import type { OfficeWorkOrder } from '@vve/contract/calls/office';
import { StatusBadge, type StatusLook } from '../../../components/status-badge';

const CANCELLED: StatusLook = { color: 'gray.2', label: (t) => t('Cancelled') };
const HANDLED: StatusLook = { color: 'gray.2', label: (t) => t('Handled') };
const OVERDUE: StatusLook = { color: 'red.2', label: (t) => t('Overdue') };

/** Whether a work order is cancelled, handled (completed), overdue, or none of these (open, on time). */
const stateLook = (order: OfficeWorkOrder): StatusLook | null => {
  if (order.cancelled) return CANCELLED;
  if (order.afgerond) return HANDLED;
  return order.overdue ? OVERDUE : null;
};

/** A work order's state as a badge: 'Cancelled', 'Handled' or 'Overdue'; nothing for an open one on time. */
export const WorkOrderStateBadge = ({ order }: { order: OfficeWorkOrder }) => {
  const look = stateLook(order);
  return look && <StatusBadge look={look} />;
};
