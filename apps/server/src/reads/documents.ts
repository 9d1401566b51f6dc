import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DocumentReaders, LibraryDocument } from '@vve/contract/calls/documents';
import type { Database } from '../db/database';
import { documents } from '../db/schema/documents';
import { files } from '../db/schema/files';
import { found } from '../lib/http-error';
import { presentFile } from '../presenters/file';
import { findComplex } from '../queries/office-complexes';

/** The documents within a condition, each with its file: the newest (by their own date) first. */
const readDocumentsWhere = async (db: Database, where: SQL | undefined): Promise<LibraryDocument[]> => {
  const rows = await db
    .select({ document: documents, file: files })
    .from(documents)
    .innerJoin(files, eq(files.id, documents.fileId))
    .where(where)
    .orderBy(desc(documents.date), desc(documents.id));
  return rows.map(({ document, file }) => ({
    id: document.id,
    complexId: document.complexId,
    folder: document.folder,
    title: document.title,
    date: document.date,
    readers: document.readers,
    file: { ...presentFile(file), size: file.size },
    addedAt: document.addedAt.toISOString(),
  }));
};

/** The documents of a complex; only those for the given readers, when given. */
export const readComplexDocuments = (db: Database, complexId: number, readers?: readonly DocumentReaders[]) =>
  readDocumentsWhere(
    db,
    and(
      eq(documents.complexId, complexId),
      readers === undefined ? undefined : inArray(documents.readers, [...readers]),
    ),
  );

/** Every document of a complex, for the back office; 404 when there is no such complex. */
export const readOfficeDocuments = async (db: Database, complexId: number): Promise<LibraryDocument[]> => {
  await findComplex(db, complexId);
  return readComplexDocuments(db, complexId);
};

/** One document; 404 when there is none. */
export const readDocument = async (db: Database, id: number): Promise<LibraryDocument> =>
  found(await readDocumentsWhere(db, eq(documents.id, id)), 'Document');
