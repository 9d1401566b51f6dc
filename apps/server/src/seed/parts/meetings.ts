import { and, asc, eq, gt } from 'drizzle-orm';
import { AgendaItemPayload, MeetingPayload } from '@vve/contract/calls/meetings';
import { addAgendaItem } from '../../commands/agenda-items';
import { updateMeeting } from '../../commands/plan-meeting';
import { documents } from '../../db/schema/documents';
import { meetings } from '../../db/schema/meetings';
import type { SeedPart } from '../seed-part';
import { complexIdOf, daysFrom, userIdOf } from '../seed-lookups';
import { HET_ANKER } from './complexes';

/** The agenda of Het Anker's next meeting, with the documents of its library (by title) that go with each item. */
const agenda: (Omit<AgendaItemPayload, 'documentIds'> & { documents: string[] })[] = [
  {
    title: 'Opening en mededelingen',
    explanation: '',
    kind: 'discussion',
    rule: null,
    adoptsPlan: false,
    documents: [],
  },
  {
    title: 'Notulen van de vorige vergadering',
    explanation: 'Vaststellen van de notulen van 14 mei 2026.',
    kind: 'decision',
    rule: { majority: 'absolute', quorum: null },
    adoptsPlan: false,
    documents: ['Notulen ledenvergadering'],
  },
  {
    title: 'Vaststellen meerjarenonderhoudsplan',
    explanation: 'Het bijgewerkte plan, met het dak een jaar eerder na de laatste inspectie.',
    kind: 'decision',
    rule: { majority: 'absolute', quorum: null },
    adoptsPlan: true,
    documents: [],
  },
  {
    title: 'Rondvraag en sluiting',
    explanation: '',
    kind: 'discussion',
    rule: null,
    adoptsPlan: false,
    documents: [],
  },
];

/**
 * Het Anker's next members' meeting, prepared and convened two days ago as the administrator does, so that its
 * owners find the convocation and vote in the demo. The convocation's emails are the past, not news: none are sent.
 */
export const meetingsSeed: SeedPart = {
  name: 'meetings',
  run: async ({ db, now }) => {
    const admin = { userId: await userIdOf(db, 'admin'), at: now };
    const complexId = await complexIdOf(db, HET_ANKER);
    const [next] = await db
      .select()
      .from(meetings)
      .where(and(eq(meetings.complexId, complexId), gt(meetings.startsAt, now)))
      .orderBy(asc(meetings.startsAt))
      .limit(1);
    if (!next) throw new Error('Het Anker has no meeting planned');
    const details = MeetingPayload.parse({
      startsAt: next.startsAt.toISOString(),
      place: 'Buurthuis De Ark, Kadijksplein 1, Amsterdam',
      chair: 'Gerda Mulder',
    });
    await updateMeeting(db, { ...details, meetingId: next.id, ...admin });
    const library = await db
      .select({ id: documents.id, title: documents.title })
      .from(documents)
      .where(eq(documents.complexId, complexId));
    for (const { documents: titles, ...item } of agenda) {
      const documentIds = titles.map((title) => {
        const document = library.find((candidate) => candidate.title === title);
        if (!document) throw new Error(`demo document ${title} missing`);
        return document.id;
      });
      await addAgendaItem(db, {
        ...AgendaItemPayload.parse({ ...item, documentIds }),
        meetingId: next.id,
        ...admin,
      });
    }
    await db
      .update(meetings)
      .set({ convokedAt: daysFrom(now, -2, 10) })
      .where(eq(meetings.id, next.id));
  },
};
