import type { AuditEntry } from '@vve/contract/calls/office';
import type { AuditTrailRow } from '../queries/audit-trail';

/** One change as the audit trail recorded it: when, who, what, and its details. */
export const presentAuditEntry = (row: AuditTrailRow): AuditEntry => ({
  at: row.at.toISOString(),
  by: row.byName === null ? null : { naam: row.byName },
  action: row.action,
  details: row.details,
});
