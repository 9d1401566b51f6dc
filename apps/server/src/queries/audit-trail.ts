import { asc, eq, and } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema/accounts';
import { auditEvents } from '../db/schema/audit';

/** The entities the audit trail names (an action's part before the dot: `work-order.created`). */
export type AuditEntity = 'request' | 'work-order' | 'complex' | 'supplier';

/** The audit trail of one record, oldest first, with the name of who made each change (null when gone). */
export const findAuditTrail = (db: Database, entity: AuditEntity, entityId: number) =>
  db
    .select({
      at: auditEvents.at,
      action: auditEvents.action,
      details: auditEvents.details,
      byName: users.name,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.userId))
    .where(and(eq(auditEvents.entity, entity), eq(auditEvents.entityId, entityId)))
    .orderBy(asc(auditEvents.at), asc(auditEvents.id));

export type AuditTrailRow = Awaited<ReturnType<typeof findAuditTrail>>[number];
