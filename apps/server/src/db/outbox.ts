import type { EmailMessage } from '../lib/mail/email-message';
import type { Database } from './database';
import { outboxEmails } from './schema/mail';

/**
 * Puts an email in the outbox; call it in the transaction of the change it tells about, so that both are
 * stored or neither. Delivery follows outside the transaction (the mail delivery plugin), never in the call.
 */
export const queueEmail = async (db: Database, message: EmailMessage, at: Date): Promise<void> => {
  await db.insert(outboxEmails).values({
    recipient: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html,
    headers: message.headers ?? null,
    attachments: message.attachments ?? null,
    createdAt: at,
    nextAttemptAt: at,
  });
};
