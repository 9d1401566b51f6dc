import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema/accounts';
import { found } from '../lib/http-error';

/** Gives the person a new calendar feed address: the older ones stop working. Answers the new one's version. */
export const renewCalendarFeed = async (db: Database, userId: number): Promise<number> => {
  const row = found(
    await db
      .update(users)
      .set({ calendarFeedVersion: sql`${users.calendarFeedVersion} + 1` })
      .where(eq(users.id, userId))
      .returning({ version: users.calendarFeedVersion }),
    'Person',
  );
  return row.version;
};
