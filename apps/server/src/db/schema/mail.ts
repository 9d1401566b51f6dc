import { sql } from 'drizzle-orm';
import type { EmailAttachment } from '../../lib/mail/email-message';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every email the product sends, kept until it is delivered: a command writes it in its own transaction, and
 * delivery over SMTP happens afterwards, retried with back-off while the mail server is down or refuses.
 * Without SMTP configured a message is only written to the server log (`loggedAt`).
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Extra headers, such as List-Unsubscribe (RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** Small text files that go with it (a meeting's calendar file). */
    attachments: jsonb('attachments').$type<EmailAttachment[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When delivery is next tried; null once sent or logged. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    loggedAt: timestamp('logged_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_emails_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.nextAttemptAt} is not null`),
  ],
);
