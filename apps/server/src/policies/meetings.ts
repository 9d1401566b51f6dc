import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { meetings } from '../db/schema/meetings';
import { found } from '../lib/http-error';
import { ownedComplexIds } from './resident-complexes';

/**
 * A convened meeting of a complex the user owns a unit in (the members' meeting is the owners'); else 404,
 * whether it exists or not, also to its tenants and while it is being prepared.
 */
export const ownersMeeting = async (db: Database, userId: number, meetingId: number) =>
  found(
    await db
      .select({ id: meetings.id, complexId: meetings.complexId })
      .from(meetings)
      .where(
        and(
          eq(meetings.id, meetingId),
          isNotNull(meetings.convokedAt),
          sql`${meetings.complexId} in (${ownedComplexIds(userId)})`,
        ),
      ),
    'Meeting',
  );
