import type { ChangeSender } from '../../../lib/offline/sync-runner';
import type { QueuedStatusReport } from '../queued-status-report';
import { reportSupplierStatus } from './report-supplier-status';

/** Sends a queued status report. */
export const sendQueuedStatusReport: ChangeSender = (change, { key }) => {
  const { workAssignmentId, body } = change.payload as QueuedStatusReport;
  return reportSupplierStatus(workAssignmentId, body, key);
};
