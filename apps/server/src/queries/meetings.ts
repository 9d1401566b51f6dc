import { and, asc, eq, inArray, isNotNull, isNull, desc } from 'drizzle-orm';
import type { DocumentReaders } from '@vve/contract/calls/documents';
import type { Database } from '../db/database';
import { users } from '../db/schema/accounts';
import { bimViewpoints } from '../db/schema/bim';
import { complexes, unitOwners, units } from '../db/schema/complexes';
import { documents } from '../db/schema/documents';
import { files } from '../db/schema/files';
import { agendaItemDocuments, agendaItems, meetings } from '../db/schema/meetings';
import { found } from '../lib/http-error';

/** A meeting with its complex's name; 404 when there is none. */
export const findMeetingWithComplex = async (db: Database, id: number) =>
  found(
    await db
      .select({ meeting: meetings, complexName: complexes.naam })
      .from(meetings)
      .innerJoin(complexes, eq(complexes.id, meetings.complexId))
      .where(eq(meetings.id, id)),
    'Meeting',
  );

/** A meeting's agenda items in their order. */
const findAgendaItems = (db: Database, meetingId: number) =>
  db
    .select({ item: agendaItems, viewpointProjectId: bimViewpoints.projectId })
    .from(agendaItems)
    .leftJoin(bimViewpoints, eq(bimViewpoints.guid, agendaItems.viewpointId))
    .where(eq(agendaItems.meetingId, meetingId))
    .orderBy(asc(agendaItems.position));

/** The documents of a meeting's items in their order, each with its file; only those for `readers`, when given. */
const findAgendaDocuments = (db: Database, meetingId: number, readers?: readonly DocumentReaders[]) =>
  db
    .select({ itemId: agendaItemDocuments.itemId, document: documents, file: files })
    .from(agendaItemDocuments)
    .innerJoin(agendaItems, eq(agendaItems.id, agendaItemDocuments.itemId))
    .innerJoin(documents, eq(documents.id, agendaItemDocuments.documentId))
    .innerJoin(files, eq(files.id, documents.fileId))
    .where(
      and(
        eq(agendaItems.meetingId, meetingId),
        readers === undefined ? undefined : inArray(documents.readers, [...readers]),
      ),
    )
    .orderBy(asc(agendaItemDocuments.position));

/**
 * A meeting's agenda: its items in their order, each with its number (from 1) and its documents with their files
 * (only those for `readers`, when given).
 */
export const findAgenda = async (db: Database, meetingId: number, readers?: readonly DocumentReaders[]) => {
  const [items, itemDocuments] = await Promise.all([
    findAgendaItems(db, meetingId),
    findAgendaDocuments(db, meetingId, readers),
  ]);
  return items.map(({ item, viewpointProjectId }, index) => ({
    item,
    number: index + 1,
    documents: itemDocuments.filter((row) => row.itemId === item.id),
    viewpoint:
      item.viewpointId === null || viewpointProjectId === null
        ? null
        : { projectId: viewpointProjectId, guid: item.viewpointId },
  }));
};

/** The convened meetings of a complex, the latest first (one to come is on top). */
export const findConvenedMeetings = (db: Database, complexId: number) =>
  db
    .select({
      id: meetings.id,
      startsAt: meetings.startsAt,
      place: meetings.place,
      onlineLink: meetings.onlineLink,
    })
    .from(meetings)
    .where(and(eq(meetings.complexId, complexId), isNotNull(meetings.convokedAt)))
    .orderBy(desc(meetings.startsAt), desc(meetings.id));

/** The owners of a complex who can be mailed: active accounts with an email address, each once. */
export const findMailableOwners = (db: Database, complexId: number) =>
  db
    .selectDistinct({ email: users.email, name: users.name, language: users.language })
    .from(users)
    .innerJoin(unitOwners, eq(unitOwners.userId, users.id))
    .innerJoin(units, eq(units.id, unitOwners.unitId))
    .where(and(eq(units.complexId, complexId), isNull(users.deactivatedAt), isNotNull(users.email)));
