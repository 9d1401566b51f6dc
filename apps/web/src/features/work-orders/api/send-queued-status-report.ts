import type { ChangeSender } from '../../../lib/offline/sync-runner';
import { uploadKeptPhotos } from '../../../lib/photos/upload-kept-photos';
import type { QueuedStatusReport } from '../queued-status-report';
import { reportSupplierStatus } from './report-supplier-status';

/** Sends a queued status report: first each photo kept with it (each once), then the report with all of them. */
export const sendQueuedStatusReport: ChangeSender = async (change, tools) => {
  const { workAssignmentId, body } = change.payload as QueuedStatusReport;
  const uploaded = await uploadKeptPhotos(change, tools);
  const attachmentIds = [...(body.attachmentIds ?? []), ...uploaded];
  return reportSupplierStatus(workAssignmentId, { ...body, attachmentIds }, tools.key);
};
