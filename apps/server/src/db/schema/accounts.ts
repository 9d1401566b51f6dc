import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-case: user names are matched without regard to case. */
    username: text('username').notNull().unique(),
    /** Null until an invited person chooses a password. */
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    /** Stored lower-case, unique: invitations and password resets go here. */
    email: text('email'),
    /** The language of the person's emails (nl, en, de, fr). */
    language: text('language').notNull().default('nl'),
    /** Optional: how the person can be called about their requests. */
    phone: text('phone'),
    /** The person's own consent: suppliers see the phone on the work orders of their requests. */
    phoneForSuppliers: boolean('phone_for_suppliers').notNull().default(false),
    /**
     * Administrator is given; owner, tenant and supplier follow from the person's relations (units, rental
     * contracts, a supplier organisation) and are kept in step by the commands that change those.
     */
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when an administrator deactivated the person: no login, no session. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** The generation of the person's calendar feed address: renewing it makes the older addresses stop working. */
    calendarFeedVersion: integer('calendar_feed_version').notNull().default(0),
  },
  (table) => [
    // The back office's text filter finds requesters by part of their name.
    index('users_name_trgm').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
    uniqueIndex('users_email_unique').on(table.email),
  ],
);

/** One-time links to choose a password: an invitation (7 days) or a reset (1 hour). The table holds hashes. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('password_tokens_user_id_idx').on(table.userId),
    check('password_tokens_purpose', sql`${table.purpose} in ('invite', 'reset')`),
  ],
);

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/**
 * Remember-me tokens: a public series id and a rotating secret whose SHA-256 is stored.
 * The previous secret stays valid for a short grace period, so that parallel requests
 * of one page load are not taken for theft.
 */
export const rememberTokens = pgTable(
  'remember_tokens',
  {
    series: text('series').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    previousTokenHash: text('previous_token_hash'),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('remember_tokens_user_id_idx').on(table.userId)],
);
