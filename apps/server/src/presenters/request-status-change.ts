import type { ReportStatusChange } from '@vve/contract/calls/office';
import { ReportStatus } from '@vve/contract/enums';
import type { requestStatusChanges } from '../db/schema/requests';

/** A status change in a request's timeline, with the name of whoever made it. */
export const presentRequestStatusChange = (
  row: typeof requestStatusChanges.$inferSelect,
  changedByName: string,
): ReportStatusChange => ({
  from: ReportStatus.parse(row.fromStatus),
  to: ReportStatus.parse(row.toStatus),
  reason: row.reason,
  changedAt: row.changedAt.toISOString(),
  changedBy: { naam: changedByName },
});
