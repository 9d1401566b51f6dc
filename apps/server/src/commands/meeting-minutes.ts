import { eq } from 'drizzle-orm';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { agendaItems, meetings } from '../db/schema/meetings';
import { isoDay } from '../lib/clock';
import { refusal } from '../lib/http-error';
import { meetingDay } from '../lib/mail/convocation-email';
import { assertBegun, lockConvenedMeeting, meetingOfItem } from './meeting-votes';

interface Change {
  userId: number;
  at: Date;
}

/**
 * Locks a convened meeting whose minutes may change: it has begun, and its minutes are not adopted (then they stay
 * as they are: 409).
 */
const lockMinutes = async (tx: Database, meetingId: number, at: Date) => {
  const { meeting } = await lockConvenedMeeting(tx, meetingId);
  assertBegun(meeting, at);
  if (meeting.minutesAdoptedOn !== null) {
    throw refusal('minutesAdopted', { adoptedOn: meeting.minutesAdoptedOn });
  }
  return meeting;
};

/** Writes what the minutes say of an agenda item, with its audit row; answers the meeting's id. */
export const writeItemMinutes = (db: Database, minutes: Change & { itemId: number; text: string }) =>
  db.transaction(async (tx) => {
    const meetingId = await meetingOfItem(tx, minutes.itemId);
    await lockMinutes(tx, meetingId, minutes.at);
    await tx.update(agendaItems).set({ minutes: minutes.text }).where(eq(agendaItems.id, minutes.itemId));
    await recordAudit(tx, {
      userId: minutes.userId,
      action: 'meeting.minutes-written',
      entityId: minutes.itemId,
      at: minutes.at,
      details: { length: minutes.text.length },
    });
    return meetingId;
  });

/**
 * Sends the draft minutes to the owners, once: from then on they read them in the app, and the audit row tells
 * them (in the app, and by email or push by their settings).
 */
export const sendDraftMinutes = (db: Database, draft: Change & { meetingId: number }) =>
  db.transaction(async (tx) => {
    const meeting = await lockMinutes(tx, draft.meetingId, draft.at);
    if (meeting.minutesSentAt !== null) throw refusal('minutesSent');
    await tx.update(meetings).set({ minutesSentAt: draft.at }).where(eq(meetings.id, meeting.id));
    await recordAudit(tx, {
      userId: draft.userId,
      action: 'meeting.minutes-sent',
      entityId: meeting.id,
      at: draft.at,
      details: {},
    });
  });

/**
 * Records that a later meeting adopted the minutes whose draft the owners were sent, on a day after this meeting
 * that has come; from then on they stay as they are.
 */
export const adoptMinutes = (db: Database, adoption: Change & { meetingId: number; adoptedOn: string }) =>
  db.transaction(async (tx) => {
    const meeting = await lockMinutes(tx, adoption.meetingId, adoption.at);
    if (meeting.minutesSentAt === null) throw refusal('minutesNotSent');
    if (adoption.adoptedOn <= meetingDay(meeting.startsAt) || adoption.adoptedOn > isoDay(adoption.at)) {
      throw refusal('minutesAdoptedEarly');
    }
    await tx
      .update(meetings)
      .set({ minutesAdoptedOn: adoption.adoptedOn })
      .where(eq(meetings.id, meeting.id));
    await recordAudit(tx, {
      userId: adoption.userId,
      action: 'meeting.minutes-adopted',
      entityId: meeting.id,
      at: adoption.at,
      details: { adoptedOn: adoption.adoptedOn },
    });
  });
