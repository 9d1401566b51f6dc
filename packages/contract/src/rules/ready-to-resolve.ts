import type { ReportStatus, SupplierStatus } from '../enums';

/** What the rule needs of one of a request's work orders. */
export interface WorkOrderProgress {
  /** Handled: completed, or cancelled. */
  afgerond: boolean;
  /** The status of the supplier's newest report on it, or null when it reported nothing yet. */
  lastStatus: SupplierStatus | null;
}

/**
 * 'Ready to resolve' (inbox row and request page alike): the request is in handling, it has open work
 * orders, and the supplier's newest report on every one of them is COMPLETE (so the COMPLETE on the last
 * open one makes it ready). Handled work orders (completed or cancelled) do not count either way.
 */
export const isReadyToResolve = (status: ReportStatus, workOrders: readonly WorkOrderProgress[]): boolean => {
  if (status !== 'IN_BEHANDELING') return false;
  const open = workOrders.filter((order) => !order.afgerond);
  return open.length > 0 && open.every((order) => order.lastStatus === 'COMPLETE');
};
