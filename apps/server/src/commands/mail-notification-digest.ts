import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { NotificationFacts } from '@vve/contract/calls/notifications';
import { Language } from '@vve/contract/calls/office-people';
import { NotificationKind } from '@vve/contract/rules/notification-kinds';
import type { Database } from '../db/database';
import { queueEmail } from '../db/outbox';
import { schedules } from '../db/schema/inspections';
import { emailDigests, notifications } from '../db/schema/notifications';
import { notificationDigestEmail } from '../lib/mail/notification-digest-email';
import { unsubscribeToken } from '../lib/unsubscribe-token';
import { findNotifiedPerson } from '../queries/notifications';

const pending = (userId: number) =>
  and(eq(notifications.userId, userId), eq(notifications.emailPending, true));

/** Of the tasks the notifications tell of, those still to be performed (a performed or removed one is no news). */
const openTasks = async (
  tx: Database,
  taken: readonly { facts: NotificationFacts }[],
): Promise<Set<number>> => {
  const ids = taken.flatMap((item) => (item.facts.taskId === undefined ? [] : [item.facts.taskId]));
  if (ids.length === 0) return new Set();
  const open = await tx
    .select({ id: schedules.id })
    .from(schedules)
    .where(and(inArray(schedules.id, ids), isNull(schedules.performedAt)));
  return new Set(open.map((task) => task.id));
};

/**
 * Puts one email with the notifications waiting for a person's digest in the outbox, and notes the moment
 * (the next digest waits for the window after it), all or nothing, so that each is mailed once. A task performed
 * (or removed) while its notification waited is left out: the email would tell of work already done. Someone
 * without an address or deactivated gets none: their waiting notifications are no longer waiting. Answers whether
 * an email was queued.
 */
export const mailNotificationDigest = (
  db: Database,
  digest: { userId: number; publicUrl: string; unsubscribeKey: string; at: Date },
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const { userId, at } = digest;
    const person = await findNotifiedPerson(tx, userId);
    const mailable =
      person?.email && person.deactivatedAt === null ? { ...person, email: person.email } : null;
    const taken = await tx
      .update(notifications)
      .set(mailable ? { emailPending: false, emailedAt: at } : { emailPending: false })
      .where(pending(userId))
      .returning({
        id: notifications.id,
        kind: notifications.kind,
        facts: notifications.facts,
        path: notifications.path,
      });
    const open = await openTasks(tx, taken);
    const items = taken
      .filter((item) => item.facts.taskId === undefined || open.has(item.facts.taskId))
      .sort((a, b) => a.id - b.id)
      .map((item) => ({ ...item, kind: NotificationKind.parse(item.kind) }));
    if (!mailable || items.length === 0) return false;
    const kinds = [...new Set(items.map((item) => item.kind))];
    const email = notificationDigestEmail(
      { email: mailable.email, name: mailable.name, language: Language.parse(mailable.language) },
      items,
      {
        publicUrl: digest.publicUrl,
        unsubscribeToken: unsubscribeToken({ userId, kinds }, digest.unsubscribeKey),
      },
    );
    await queueEmail(tx, email, at);
    await tx
      .insert(emailDigests)
      .values({ userId, sentAt: at })
      .onConflictDoUpdate({ target: emailDigests.userId, set: { sentAt: at } });
    return true;
  });
