import { and, eq, inArray } from 'drizzle-orm';
import type { NotificationSetting } from '@vve/contract/calls/notifications';
import type { NotificationKind } from '@vve/contract/rules/notification-kinds';
import { DEFAULT_CHANNELS, type NotificationChannels } from '@vve/contract/rules/notification-kinds';
import type { Database } from '../db/database';
import { notificationSettings } from '../db/schema/notifications';

const channelsOf = (row: NotificationChannels): NotificationChannels => ({
  inApp: row.inApp,
  email: row.email,
  push: row.push,
});

/** How each of these people hears of a kind: their own choice, else the default. */
export const findChannels = async (
  db: Database,
  userIds: readonly number[],
  kind: NotificationKind,
): Promise<Map<number, NotificationChannels>> => {
  const chosen =
    userIds.length === 0
      ? []
      : await db
          .select()
          .from(notificationSettings)
          .where(
            and(eq(notificationSettings.kind, kind), inArray(notificationSettings.userId, [...userIds])),
          );
  const byUser = new Map(chosen.map((row) => [row.userId, channelsOf(row)]));
  return new Map(userIds.map((id) => [id, byUser.get(id) ?? DEFAULT_CHANNELS[kind]]));
};

/** A person's settings of these kinds, in their order. */
export const findSettings = async (
  db: Database,
  userId: number,
  kinds: readonly NotificationKind[],
): Promise<NotificationSetting[]> => {
  const chosen = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return kinds.map((kind) => {
    const row = chosen.find((setting) => setting.kind === kind);
    return { kind, ...(row ? channelsOf(row) : DEFAULT_CHANNELS[kind]) };
  });
};
