import { eq } from 'drizzle-orm';
import { Language } from '@vve/contract/calls/office-people';
import { MEETING_REMINDER_DAYS } from '@vve/contract/rules/meeting-votes';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { queueEmail } from '../db/outbox';
import { complexes } from '../db/schema/complexes';
import { meetings } from '../db/schema/meetings';
import { appPaths, appUrl } from '../lib/app-paths';
import { refusal } from '../lib/http-error';
import { convocationEmail, type MeetingEmailPurpose } from '../lib/mail/convocation-email';
import { findAgenda, findMailableOwners } from '../queries/meetings';
import { lockMeetingInPreparation } from './plan-meeting';

/** The documents owners read: those for owners and those for all residents. */
export const OWNER_READERS = ['owners', 'residents'] as const;

/** The full address of a meeting in the app, for an email or a calendar file. */
export const meetingUrl = (publicUrl: string, meetingId: number) =>
  appUrl(publicUrl, appPaths.ownerMeeting(meetingId));

const DAY_MS = 24 * 60 * 60 * 1000;

type MeetingRow = typeof meetings.$inferSelect;
type Agenda = Awaited<ReturnType<typeof findAgenda>>;

/**
 * Mails every owner of the meeting's complex with an email address, in their language, through the outbox: the
 * meeting with its agenda and a link to it in the app, and the meeting as a calendar file.
 */
const mailOwners = async (
  tx: Database,
  meeting: MeetingRow & { complexName: string; agenda: Agenda },
  mail: { publicUrl: string; at: Date; purpose: MeetingEmailPurpose },
) => {
  const told = {
    id: meeting.id,
    complexName: meeting.complexName,
    startsAt: meeting.startsAt.toISOString(),
    place: meeting.place,
    onlineLink: meeting.onlineLink,
    chair: meeting.chair,
    items: meeting.agenda.map(({ item, number, documents }) => ({
      number,
      title: item.title,
      kind: item.kind,
      adoptsPlan: item.adoptsPlan,
      documents: documents.map((row) => row.document),
    })),
  };
  const url = meetingUrl(mail.publicUrl, meeting.id);
  for (const owner of await findMailableOwners(tx, meeting.complexId)) {
    if (owner.email === null) continue;
    const recipient = { email: owner.email, name: owner.name, language: Language.parse(owner.language) };
    await queueEmail(
      tx,
      convocationEmail(recipient, told, { url, at: mail.at, purpose: mail.purpose }),
      mail.at,
    );
  }
};

/**
 * Convenes the owners to a meeting being prepared, all or nothing: the meeting is marked convened, the audit row
 * tells every owner in the app, every owner with an email address gets the convocation (the agenda, and the
 * meeting as a calendar file) through the outbox, and `remindIn` queues the reminder for two days before the
 * meeting (unless that has come already). 409 when the meeting has begun, has no agenda, or has neither a place
 * nor an online link; less notice than the law's is the administrator's choice (the screen warns).
 */
export const convokeMeeting = (
  db: Database,
  convocation: {
    meetingId: number;
    userId: number;
    publicUrl: string;
    at: Date;
    remindIn: (tx: Database, meetingId: number, afterSeconds: number) => Promise<void>;
  },
) =>
  db.transaction(async (tx) => {
    const { complex, meeting } = await lockMeetingInPreparation(tx, convocation.meetingId);
    if (meeting.startsAt <= convocation.at) throw refusal('meetingHeld');
    if (meeting.place === null && meeting.onlineLink === null) throw refusal('meetingWithoutVenue');
    const agenda = await findAgenda(tx, meeting.id, OWNER_READERS);
    if (agenda.length === 0) throw refusal('agendaEmpty');
    await tx.update(meetings).set({ convokedAt: convocation.at }).where(eq(meetings.id, meeting.id));
    await recordAudit(tx, {
      userId: convocation.userId,
      action: 'meeting.convened',
      entityId: meeting.id,
      at: convocation.at,
      details: { items: agenda.length },
    });
    await mailOwners(
      tx,
      { ...meeting, complexName: complex.naam, agenda },
      { ...convocation, purpose: 'convocation' },
    );
    const remindAt = meeting.startsAt.getTime() - MEETING_REMINDER_DAYS * DAY_MS;
    if (remindAt > convocation.at.getTime()) {
      await convocation.remindIn(tx, meeting.id, (remindAt - convocation.at.getTime()) / 1000);
    }
  });

/**
 * Reminds the owners of a convened meeting two days before it, once: in the app (the audit row) and by email,
 * like the convocation. Nothing happens when the meeting is gone, has begun, or its owners were reminded.
 */
export const remindOwners = (db: Database, reminder: { meetingId: number; publicUrl: string; at: Date }) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .select({ meeting: meetings, complexName: complexes.naam })
      .from(meetings)
      .innerJoin(complexes, eq(complexes.id, meetings.complexId))
      .where(eq(meetings.id, reminder.meetingId))
      .for('update', { of: meetings });
    if (!row) return;
    const { meeting } = row;
    if (meeting.convokedAt === null || meeting.remindedAt !== null || meeting.startsAt <= reminder.at) return;
    await tx.update(meetings).set({ remindedAt: reminder.at }).where(eq(meetings.id, meeting.id));
    await recordAudit(tx, {
      userId: null,
      action: 'meeting.reminded',
      entityId: meeting.id,
      at: reminder.at,
      details: {},
    });
    const agenda = await findAgenda(tx, meeting.id, OWNER_READERS);
    await mailOwners(
      tx,
      { ...meeting, complexName: row.complexName, agenda },
      { ...reminder, purpose: 'reminder' },
    );
  });
