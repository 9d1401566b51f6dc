import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The rate limits' counters (failed logins, reset links, uploads), one per key in a fixed window, in the database
 * so that every node of a deployment counts the same (issue 17). Ended windows are deleted now and then.
 */
export const rateWindows = pgTable(
  'rate_windows',
  {
    /** The limiter's prefix and what it counts, e.g. `login:` with an account and an address. */
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_windows_ends_at').on(table.endsAt)],
);
