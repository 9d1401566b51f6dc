import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { MeetingPayload } from '@vve/contract/calls/meetings';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { bimViewpoints } from '../db/schema/bim';
import { agendaItems, meetings } from '../db/schema/meetings';
import { found, refusal } from '../lib/http-error';
import { lockComplexInUse, lockHolderOf } from './lock-complex';

/** What the administrator says of a meeting, as the contract parsed it. */
type MeetingDetails = z.output<typeof MeetingPayload>;

/** The columns of a meeting's details. */
const detailsRow = (details: MeetingDetails) => ({
  startsAt: new Date(details.startsAt),
  place: details.place,
  onlineLink: details.onlineLink,
  chair: details.chair,
  proxiesPerPerson: details.proxiesPerPerson,
});

/** Plans a members' meeting of a complex in use, with its audit row; answers its id. */
export const addMeeting = (
  db: Database,
  meeting: MeetingDetails & { complexId: number; userId: number; at: Date },
) =>
  db.transaction(async (tx) => {
    const complex = await lockComplexInUse(tx, meeting.complexId);
    const details = detailsRow(meeting);
    const [row] = await tx
      .insert(meetings)
      .values({ complexId: complex.id, ...details })
      .returning({ id: meetings.id });
    if (!row) throw new Error('meeting not stored');
    await recordAudit(tx, {
      userId: meeting.userId,
      action: 'complex.meeting-added',
      entityId: complex.id,
      at: meeting.at,
      details: { meetingId: row.id, startsAt: details.startsAt.toISOString() },
    });
    return row.id;
  });

/**
 * Locks a meeting that is being prepared, and its complex in use; 404 when there is none, 409 once its owners have
 * been convened (its moment, place and agenda then stay as they were sent). Answers the complex and the meeting.
 */
export const lockMeetingInPreparation = async (tx: Database, meetingId: number) => {
  const complex = await lockHolderOf(tx, 'meeting', meetingId);
  const meeting = found(await tx.select().from(meetings).where(eq(meetings.id, meetingId)), 'Meeting');
  if (meeting.convokedAt !== null) throw refusal('meetingConvened');
  return { complex, meeting };
};

/** Changes the moment, place, link or chair of a meeting being prepared, with its audit row. */
export const updateMeeting = (
  db: Database,
  change: MeetingDetails & { meetingId: number; userId: number; at: Date },
) =>
  db.transaction(async (tx) => {
    await lockMeetingInPreparation(tx, change.meetingId);
    const details = detailsRow(change);
    await tx.update(meetings).set(details).where(eq(meetings.id, change.meetingId));
    await recordAudit(tx, {
      userId: change.userId,
      action: 'meeting.updated',
      entityId: change.meetingId,
      at: change.at,
      details: { startsAt: details.startsAt.toISOString(), online: details.onlineLink !== null },
    });
  });

/**
 * Removes a members' meeting of a complex in use (planned by mistake, or called off) with its agenda and the items'
 * views, with its audit row.
 */
export const removeMeeting = (db: Database, removal: { meetingId: number; userId: number; at: Date }) =>
  db.transaction(async (tx) => {
    const complex = await lockHolderOf(tx, 'meeting', removal.meetingId);
    // Its items' views of the 3D model are theirs alone: they go with them.
    await tx.delete(bimViewpoints).where(
      inArray(
        bimViewpoints.guid,
        tx
          .select({ guid: agendaItems.viewpointId })
          .from(agendaItems)
          .where(and(eq(agendaItems.meetingId, removal.meetingId), isNotNull(agendaItems.viewpointId))),
      ),
    );
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
