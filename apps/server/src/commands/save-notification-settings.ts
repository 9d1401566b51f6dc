import { sql } from 'drizzle-orm';
import type { NotificationSetting } from '@vve/contract/calls/notifications';
import { OPTIONAL_KINDS, type NotificationKind } from '@vve/contract/rules/notification-kinds';
import type { Database } from '../db/database';
import { notificationSettings } from '../db/schema/notifications';
import { refusal } from '../lib/http-error';

/**
 * Stores a person's choices for kinds they can hear of (400 for another kind, for a kind named twice, or for
 * turning off in the app a kind the app always tells).
 */
export const saveNotificationSettings = async (
  db: Database,
  userId: number,
  settings: readonly NotificationSetting[],
  allowed: readonly NotificationKind[],
): Promise<void> => {
  const kinds = new Set<NotificationKind>();
  for (const setting of settings) {
    if (!allowed.includes(setting.kind)) {
      throw refusal('kindNotReceived', { kind: setting.kind });
    }
    if (kinds.has(setting.kind)) throw refusal('kindNamedTwice', { kind: setting.kind });
    kinds.add(setting.kind);
    if (!setting.inApp && !OPTIONAL_KINDS.includes(setting.kind)) {
      throw refusal('appAlwaysTells', { kind: setting.kind });
    }
  }
  await db
    .insert(notificationSettings)
    .values(settings.map((setting) => ({ userId, ...setting })))
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.kind],
      set: {
        inApp: sql`excluded.in_app`,
        email: sql`excluded.email`,
        push: sql`excluded.push`,
      },
    });
};
