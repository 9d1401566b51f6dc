import { eq } from 'drizzle-orm';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { meetings } from '../db/schema/complexes';
import { lockComplexInUse, lockHolderOf } from './lock-complex';

/** Plans a members' meeting of a complex in use, with its audit row; answers its id. */
export const addMeeting = (
  db: Database,
  meeting: { complexId: number; startsAt: Date; userId: number; at: Date },
) =>
  db.transaction(async (tx) => {
    const complex = await lockComplexInUse(tx, meeting.complexId);
    const [row] = await tx
      .insert(meetings)
      .values({ complexId: complex.id, startsAt: meeting.startsAt })
      .returning({ id: meetings.id });
    if (!row) throw new Error('meeting not stored');
    await recordAudit(tx, {
      userId: meeting.userId,
      action: 'complex.meeting-added',
      entityId: complex.id,
      at: meeting.at,
      details: { meetingId: row.id, startsAt: meeting.startsAt.toISOString() },
    });
    return row.id;
  });

/** Removes a members' meeting of a complex in use (planned by mistake, or called off), with its audit row. */
export const removeMeeting = (db: Database, removal: { meetingId: number; userId: number; at: Date }) =>
  db.transaction(async (tx) => {
    const complex = await lockHolderOf(tx, 'meeting', removal.meetingId);
    const [removed] = await tx
      .delete(meetings)
      .where(eq(meetings.id, removal.meetingId))
      .returning({ startsAt: meetings.startsAt });
    await recordAudit(tx, {
      userId: removal.userId,
      action: 'complex.meeting-removed',
      entityId: complex.id,
      at: removal.at,
      details: { meetingId: removal.meetingId, startsAt: removed?.startsAt.toISOString() ?? null },
    });
  });
