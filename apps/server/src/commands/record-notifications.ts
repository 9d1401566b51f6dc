import type { NotificationFacts } from '@vve/contract/calls/notifications';
import type { NotificationChannels, NotificationKind } from '@vve/contract/rules/notification-kinds';
import type { Database } from '../db/database';
import { notifications } from '../db/schema/notifications';

/** One person's notification, with how they hear of its kind. */
export interface NotificationToRecord {
  userId: number;
  kind: NotificationKind;
  facts: NotificationFacts;
  path: string;
  channels: NotificationChannels;
}

/** A stored notification that goes out by email or push as well. */
export interface RecordedNotification {
  id: number;
  userId: number;
  email: boolean;
  push: boolean;
}

/**
 * Stores the notifications of people who hear of their kind at all; one told only by email or push is stored
 * read, so that the app does not count it. Answers what was stored.
 */
export const recordNotifications = async (
  tx: Database,
  items: readonly NotificationToRecord[],
  at: Date,
): Promise<RecordedNotification[]> => {
  const heard = items.filter(({ channels }) => channels.inApp || channels.email || channels.push);
  if (heard.length === 0) return [];
  const rows = await tx
    .insert(notifications)
    .values(
      heard.map((item) => ({
        userId: item.userId,
        kind: item.kind,
        facts: item.facts,
        path: item.path,
        createdAt: at,
        readAt: item.channels.inApp ? null : at,
        emailPending: item.channels.email,
      })),
    )
    .returning({ id: notifications.id, userId: notifications.userId });
  // Rows come back in the order they were given.
  return rows.flatMap((row, index) => {
    const channels = heard[index]?.channels;
    return channels ? [{ ...row, email: channels.email, push: channels.push }] : [];
  });
};
