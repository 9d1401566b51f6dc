import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { NotificationFacts } from '@vve/contract/calls/notifications';
import { users } from './accounts';
import { auditEvents } from './audit';

/**
 * The changes someone is to hear of, not told yet: a command writes one with its audit event, in its
 * transaction; the notifications worker turns it into notifications and deletes it.
 */
export const notificationEvents = pgTable('notification_events', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  auditEventId: integer('audit_event_id')
    .notNull()
    .references(() => auditEvents.id, { onDelete: 'cascade' }),
});

/**
 * A change the worker could not turn into notifications, with why: it is not tried again (so that it cannot hold
 * up the changes after it), and administrators see it under Deliveries.
 */
export const notificationFailures = pgTable('notification_failures', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  auditEventId: integer('audit_event_id')
    .notNull()
    .references(() => auditEvents.id, { onDelete: 'cascade' }),
  error: text('error').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

/** What a person is told, in the app and, if they want, by email and push. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    facts: jsonb('facts').$type<NotificationFacts>().notNull(),
    /** Where it opens in the app, below /app. */
    path: text('path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Set when read; set at once for a kind the person hears of by email or push only. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Waiting for the person's next email digest. */
    emailPending: boolean('email_pending').notNull().default(false),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.id),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    index('notifications_email_pending_idx')
      .on(table.userId)
      .where(sql`${table.emailPending}`),
  ],
);

/** A person's choice for a kind, where it differs from the default (DEFAULT_CHANNELS). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    push: boolean('push').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/** When a person was last mailed a digest: further notifications within the window wait for the next one. */
export const emailDigests = pgTable('email_digests', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

/** A browser's Web Push subscription; the push service's 404 or 410 removes it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/** Keys the server makes itself once and every node shares: the VAPID key pair, the unsubscribe links' key. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
