import { eq } from 'drizzle-orm';
import { Language } from '@vve/contract/calls/office-people';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { queueEmail } from '../db/outbox';
import { meetings } from '../db/schema/meetings';
import { refusal } from '../lib/http-error';
import { convocationEmail, type ConvokedMeeting } from '../lib/mail/convocation-email';
import { findAgenda, findMailableOwners } from '../queries/meetings';
import { lockMeetingInPreparation } from './plan-meeting';

/** The documents owners read: those for owners and those for all residents. */
export const OWNER_READERS = ['owners', 'residents'] as const;

/** Where an owner opens a meeting in the app, below /app. */
export const meetingPath = (meetingId: number) => `/meetings/${String(meetingId)}`;

/** The full address of a meeting in the app, for an email or a calendar file. */
export const meetingUrl = (publicUrl: string, meetingId: number) =>
  `${publicUrl}/app${meetingPath(meetingId)}`;

/**
 * Convenes the owners to a meeting being prepared, all or nothing: the meeting is marked convened, the audit row
 * tells every owner in the app, and every owner with an email address gets the convocation (the agenda, and the
 * meeting as a calendar file) through the outbox. 409 when the meeting has begun, has no agenda, or has neither a
 * place nor an online link; less notice than the law's is the administrator's choice (the screen warns).
 */
export const convokeMeeting = (
  db: Database,
  convocation: { meetingId: number; userId: number; publicUrl: string; at: Date },
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
    const told: ConvokedMeeting = {
      id: meeting.id,
      complexName: complex.naam,
      startsAt: meeting.startsAt.toISOString(),
      place: meeting.place,
      onlineLink: meeting.onlineLink,
      chair: meeting.chair,
      items: agenda.map(({ item, number, documents }) => ({
        number,
        title: item.title,
        kind: item.kind,
        adoptsPlan: item.adoptsPlan,
        documents: documents.map((row) => row.document),
      })),
    };
    const url = meetingUrl(convocation.publicUrl, meeting.id);
    for (const owner of await findMailableOwners(tx, complex.id)) {
      if (owner.email === null) continue;
      const recipient = { email: owner.email, name: owner.name, language: Language.parse(owner.language) };
      await queueEmail(tx, convocationEmail(recipient, told, url, convocation.at), convocation.at);
    }
  });
