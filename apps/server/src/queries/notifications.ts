import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { NOTIFICATIONS_PAGE_SIZE } from '@vve/contract/calls/notifications';
import type { Database } from '../db/database';
import { users } from '../db/schema/accounts';
import { emailDigests, notifications, pushSubscriptions } from '../db/schema/notifications';

/** A page of a person's notifications, newest first, one more than a page to tell whether another follows. */
export const findNotificationPage = (db: Database, userId: number, page: number) =>
  db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE + 1)
    .offset((page - 1) * NOTIFICATIONS_PAGE_SIZE);

export type NotificationRow = typeof notifications.$inferSelect;

/** How many of a person's notifications are unread (the partial index holds only those). */
export const countUnread = async (db: Database, userId: number): Promise<number> => {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
};

/** One notification of a person's, or none (someone else's is not theirs). */
export const findOwnNotification = (db: Database, userId: number, id: number) =>
  db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));

/** Whom an email or push goes to: their address, name and language, and whether they are still active. */
export const findNotifiedPerson = async (db: Database, userId: number) => {
  const [row] = await db
    .select({
      email: users.email,
      name: users.name,
      language: users.language,
      deactivatedAt: users.deactivatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
};

/** When these people were last mailed a digest, by person. */
export const findLastDigests = async (
  db: Database,
  userIds: readonly number[],
): Promise<Map<number, Date>> => {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(emailDigests)
    .where(inArray(emailDigests.userId, [...userIds]));
  return new Map(rows.map((row) => [row.userId, row.sentAt]));
};

/** A person's push subscriptions (one per browser). */
export const findPushSubscriptions = (db: Database, userId: number) =>
  db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

/** Which of these people have a push subscription. */
export const findPushSubscribers = async (db: Database, userIds: readonly number[]): Promise<Set<number>> => {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...userIds]));
  return new Set(rows.map((row) => row.userId));
};

/** A notification by its id. */
export const findNotification = async (db: Database, id: number) => {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row;
};
