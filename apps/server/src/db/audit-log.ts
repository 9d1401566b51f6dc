import type { Database } from './database';
import { auditEvents } from './schema/audit';

/** The changes the audit trail records, as `entity.change`. */
export type AuditAction =
  | 'request.created'
  | 'request.status-changed'
  | 'request-image.uploaded'
  | 'work-order.status-reported'
  | 'inspection.started'
  | 'inspection.saved'
  | 'inspection-file.uploaded'
  | 'inspection-file.renamed'
  | 'inspection-file.removed'
  | 'bim-model.uploaded';

export interface AuditEvent {
  userId: number;
  action: AuditAction;
  entityId: number;
  at: Date;
  /** What changed, without personal data: states, numbers, file names. */
  details?: Record<string, string | number | boolean | null>;
}

/** Records a change; call it in the transaction of the change, so that both are stored or neither. */
export const recordAudit = async (db: Database, event: AuditEvent): Promise<void> => {
  await db.insert(auditEvents).values({
    at: event.at,
    userId: event.userId,
    action: event.action,
    entity: event.action.slice(0, event.action.indexOf('.')),
    entityId: event.entityId,
    details: event.details ?? null,
  });
};
