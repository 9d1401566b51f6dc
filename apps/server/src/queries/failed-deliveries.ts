import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema/accounts';
import { outboxEmails } from '../db/schema/mail';
import { auditEvents } from '../db/schema/audit';
import { notificationFailures, notifications } from '../db/schema/notifications';

/** Emails the mail server refused or did not take yet: they are tried again until they go. */
export const findFailingEmails = (db: Database, limit: number) =>
  db
    .select()
    .from(outboxEmails)
    .where(and(isNull(outboxEmails.sentAt), isNotNull(outboxEmails.lastError)))
    .orderBy(desc(outboxEmails.id))
    .limit(limit);

/** The names of people, by id. */
export const findNames = async (db: Database, userIds: readonly number[]): Promise<Map<number, string>> => {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return new Map(rows.map((row) => [row.id, row.name]));
};

/** Notifications by id, with their person. */
export const findNotificationsById = (db: Database, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: notifications.id, userId: notifications.userId, facts: notifications.facts })
        .from(notifications)
        .where(inArray(notifications.id, [...ids]));

/** Changes that could not be turned into notifications, newest first, with what they were. */
export const findNotificationFailures = (db: Database, limit: number) =>
  db
    .select({
      action: auditEvents.action,
      entityId: auditEvents.entityId,
      error: notificationFailures.error,
      at: notificationFailures.at,
    })
    .from(notificationFailures)
    .innerJoin(auditEvents, eq(auditEvents.id, notificationFailures.auditEventId))
    .orderBy(desc(notificationFailures.id))
    .limit(limit);

/** A job of the queue that failed for good (plugins/job-queue: `jobs.failed`). */
export interface FailedJobRecord {
  data: unknown;
  error: string;
  attempts: number;
  at: Date;
}
