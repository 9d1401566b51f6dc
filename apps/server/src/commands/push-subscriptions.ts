import { and, eq, sql } from 'drizzle-orm';
import type { PushSubscriptionBody } from '@vve/contract/calls/notifications';
import type { Database } from '../db/database';
import { pushSubscriptions } from '../db/schema/notifications';

/** Keeps a browser's push subscription for a person; a browser that was someone else's becomes theirs. */
export const savePushSubscription = async (
  db: Database,
  userId: number,
  subscription: PushSubscriptionBody,
  at: Date,
): Promise<void> => {
  await db
    .insert(pushSubscriptions)
    .values({
      userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      createdAt: at,
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId,
        p256dh: sql`excluded.p256dh`,
        auth: sql`excluded.auth`,
        createdAt: at,
      },
    });
};

/** Forgets a person's push subscription by its endpoint (someone else's stays). */
export const removePushSubscription = async (
  db: Database,
  userId: number,
  endpoint: string,
): Promise<void> => {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
};

/** Forgets a subscription the push service says is gone (404 or 410). */
export const dropPushSubscription = async (db: Database, id: number): Promise<void> => {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
};
