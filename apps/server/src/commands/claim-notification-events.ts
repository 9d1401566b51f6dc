import { inArray } from 'drizzle-orm';
import type { NotifyingAction } from '../db/audit-log';
import type { Database } from '../db/database';
import { auditEvents } from '../db/schema/audit';
import { notificationEvents } from '../db/schema/notifications';
import type { NotifyingEvent } from '../queries/notification-subjects';

/** A change to tell of, with who made it (they are not told) and its audit event. */
export type ClaimedEvent = NotifyingEvent & { actorId: number | null; auditEventId: number };

/**
 * Takes up to `limit` changes to tell of, oldest first, skipping those another node holds; call it in the
 * transaction that records their notifications, so that a failure leaves them for the next round.
 */
export const claimNotificationEvents = async (tx: Database, limit: number): Promise<ClaimedEvent[]> => {
  const claimed = tx
    .select({ id: notificationEvents.id })
    .from(notificationEvents)
    .orderBy(notificationEvents.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  const taken = await tx
    .delete(notificationEvents)
    .where(inArray(notificationEvents.id, claimed))
    .returning({ id: notificationEvents.id, auditEventId: notificationEvents.auditEventId });
  if (taken.length === 0) return [];
  const rows = await tx
    .select()
    .from(auditEvents)
    .where(
      inArray(
        auditEvents.id,
        taken.map((event) => event.auditEventId),
      ),
    )
    .orderBy(auditEvents.id);
  return rows.map((row) => ({
    action: row.action as NotifyingAction,
    entityId: row.entityId,
    at: row.at,
    details: row.details,
    actorId: row.userId,
    auditEventId: row.id,
  }));
};
