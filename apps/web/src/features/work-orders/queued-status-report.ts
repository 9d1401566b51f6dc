import type { SupplierStatusPayload } from '@vve/contract/calls/work-assignments';

/** The kind of a supplier's status report kept on the device until it is sent. */
export const QUEUED_STATUS_REPORT = 'status-report';

export interface QueuedStatusReport {
  workAssignmentId: number;
  body: SupplierStatusPayload;
}
