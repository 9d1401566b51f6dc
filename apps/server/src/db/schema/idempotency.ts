import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The Idempotency-Key of a call a user made (plugins/idempotency): pending while the call runs, then its
 * answer, which a repeated key gets again. Kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    /** The URL the key was used for, with its query. */
    path: text('path').notNull(),
    /** SHA-256 of method, URL and body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** Null while the first call runs. */
    statusCode: integer('status_code'),
    /** The answer's JSON as it was sent. */
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
