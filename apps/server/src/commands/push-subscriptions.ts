import { and, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { PushSubscriptionBody } from '@vve/contract/calls/notifications';
import type { Database } from '../db/database';
import { users } from '../db/schema/accounts';
import { pushSubscriptions } from '../db/schema/notifications';

/** Browsers one person may have push messages sent to; a new one beyond it replaces the oldest (README "Security"). */
export const MAX_PUSH_SUBSCRIPTIONS_PER_PERSON = 10;

/**
 * Keeps a browser's push subscription for a person; a browser that was someone else's becomes theirs. The person's
 * oldest subscriptions beyond the cap are forgotten, in the same transaction, under a lock of the person's row (so
 * that browsers subscribing at once cannot pass the cap together).
 */
export const savePushSubscription = async (
  db: Database,
  userId: number,
  subscription: PushSubscriptionBody,
  at: Date,
): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await tx
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
    const others = and(
      eq(pushSubscriptions.userId, userId),
      ne(pushSubscriptions.endpoint, subscription.endpoint),
    );
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(others)
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_PUSH_SUBSCRIPTIONS_PER_PERSON - 1);
    await tx.delete(pushSubscriptions).where(and(others, notInArray(pushSubscriptions.id, kept)));
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

/** Forgets a subscription the push service says is gone (404 or 410), or whose endpoint is refused now. */
export const dropPushSubscription = async (db: Database, id: number): Promise<void> => {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
};
