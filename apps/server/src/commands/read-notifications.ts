import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { notifications } from '../db/schema/notifications';

/** Marks one of a person's notifications read (one read before keeps its moment). */
export const readNotification = async (db: Database, userId: number, id: number, at: Date): Promise<void> => {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)));
};

/** Marks all of a person's unread notifications read. */
export const readAllNotifications = async (db: Database, userId: number, at: Date): Promise<void> => {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
};
