import { and, eq } from 'drizzle-orm';
import { Language } from '@vve/contract/calls/office-people';
import { NotificationKind } from '@vve/contract/rules/notification-kinds';
import type { Database } from '../db/database';
import { queueEmail } from '../db/outbox';
import { emailDigests, notifications } from '../db/schema/notifications';
import { notificationDigestEmail } from '../lib/mail/notification-digest-email';
import { unsubscribeToken } from '../lib/unsubscribe-token';
import { findNotifiedPerson } from '../queries/notifications';

const pending = (userId: number) =>
  and(eq(notifications.userId, userId), eq(notifications.emailPending, true));

/**
 * Puts one email with the notifications waiting for a person's digest in the outbox, and notes the moment
 * (the next digest waits for the window after it), all or nothing, so that each is mailed once. Someone without
 * an address or deactivated gets none: their waiting notifications are no longer waiting. Answers whether an
 * email was queued.
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
    if (!mailable || taken.length === 0) return false;
    const items = taken
      .sort((a, b) => a.id - b.id)
      .map((item) => ({ ...item, kind: NotificationKind.parse(item.kind) }));
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
