import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema/accounts';
import { complexes } from '../db/schema/complexes';

/** Earlier parts' rows by their natural keys. */
export const userIdOf = async (db: Database, username: string): Promise<number> => {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`demo user ${username} missing`);
  return row.id;
};

export const complexIdOf = async (db: Database, naam: string): Promise<number> => {
  const [row] = await db.select({ id: complexes.id }).from(complexes).where(eq(complexes.naam, naam));
  if (!row) throw new Error(`demo complex ${naam} missing`);
  return row.id;
};

const DAY = 24 * 60 * 60 * 1000;

/** A moment `days` after `now` (before it when negative), at a given hour (UTC). */
export const daysFrom = (now: Date, days: number, hour = 19): Date => {
  const date = new Date(now.getTime() + days * DAY);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
};

/** The calendar date `days` after `now`, `YYYY-MM-DD`. */
export const dateFrom = (now: Date, days: number): string => daysFrom(now, days).toISOString().slice(0, 10);
