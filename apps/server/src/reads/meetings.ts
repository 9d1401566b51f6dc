import type { DocumentReaders } from '@vve/contract/calls/documents';
import type { AgendaItem, Meeting, OwnerMeeting } from '@vve/contract/calls/meetings';
import type { Database } from '../db/database';
import type { agendaItems } from '../db/schema/meetings';
import { presentFile } from '../presenters/file';
import { ruleOf } from '../queries/meeting-votes';
import { findAgenda, findConvenedMeetings, findMeetingWithComplex } from '../queries/meetings';

const presentItem = (
  item: typeof agendaItems.$inferSelect,
  number: number,
  itemDocuments: AgendaItem['documents'],
  viewpoint: AgendaItem['viewpoint'],
  minutesShown: boolean,
): AgendaItem => ({
  id: item.id,
  number,
  title: item.title,
  explanation: item.explanation,
  kind: item.kind,
  rule: ruleOf(item),
  adoptsPlan: item.adoptsPlan,
  documents: itemDocuments,
  viewpoint,
  result: item.result,
  minutes: minutesShown ? item.minutes : '',
});

/**
 * A meeting with its agenda in order, each item with its documents and its minutes. Given `readers` (the owners'),
 * only the documents for them, and the minutes once their draft was sent. 404 when there is no such meeting.
 */
export const readMeeting = async (
  db: Database,
  id: number,
  readers?: readonly DocumentReaders[],
): Promise<Meeting> => {
  const [{ meeting, complexName }, agenda] = await Promise.all([
    findMeetingWithComplex(db, id),
    findAgenda(db, id, readers),
  ]);
  return {
    id: meeting.id,
    complexId: meeting.complexId,
    complexName,
    startsAt: meeting.startsAt.toISOString(),
    place: meeting.place,
    onlineLink: meeting.onlineLink,
    chair: meeting.chair,
    proxiesPerPerson: meeting.proxiesPerPerson,
    convokedAt: meeting.convokedAt?.toISOString() ?? null,
    minutes: { sentAt: meeting.minutesSentAt?.toISOString() ?? null, adoptedOn: meeting.minutesAdoptedOn },
    items: agenda.map(({ item, number, documents, viewpoint }) =>
      presentItem(
        item,
        number,
        documents.map(({ document, file }) => ({
          id: document.id,
          title: document.title,
          date: document.date,
          file: { ...presentFile(file), size: file.size },
        })),
        viewpoint,
        readers === undefined || meeting.minutesSentAt !== null,
      ),
    ),
  };
};

/** The convened meetings of a complex, the latest first. */
export const readConvenedMeetings = async (db: Database, complexId: number): Promise<OwnerMeeting[]> =>
  (await findConvenedMeetings(db, complexId)).map((row) => ({
    ...row,
    startsAt: row.startsAt.toISOString(),
  }));
