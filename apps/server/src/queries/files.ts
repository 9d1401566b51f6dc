import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { files, type FileRow } from '../db/schema/files';
import { inspectionFiles } from '../db/schema/inspections';

/** The file a link points at, when its id, hash and access code all match. */
export const findFileByLink = async (
  db: Database,
  link: { id: number; hash: string; accessCode: string | undefined },
): Promise<FileRow | undefined> => {
  if (!link.accessCode) return undefined;
  const [row] = await db
    .select()
    .from(files)
    .where(
      and(eq(files.id, link.id), eq(files.contentHash, link.hash), eq(files.accessCode, link.accessCode)),
    );
  return row;
};

/** The inspection's files among `ids`, in the order of `ids` (files of other inspections are left out). */
export const findInspectionFiles = async (
  db: Database,
  inspectionId: number,
  ids: readonly number[],
): Promise<FileRow[]> => {
  const rows = await db
    .select({ file: files })
    .from(inspectionFiles)
    .innerJoin(files, eq(files.id, inspectionFiles.fileId))
    .where(and(eq(inspectionFiles.inspectionId, inspectionId), inArray(files.id, [...ids])));
  const byId = new Map(rows.map((row) => [row.file.id, row.file]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

/** How many files an inspection holds. */
export const countInspectionFiles = async (db: Database, inspectionId: number): Promise<number> =>
  db.$count(inspectionFiles, eq(inspectionFiles.inspectionId, inspectionId));

/** A table that attaches photos to what holds them (a message, a status report), in an order. */
export interface PhotoLink {
  table: PgTable;
  holderId: PgColumn;
  fileId: PgColumn;
  position: PgColumn;
}

/** The photos attached to each of `holderIds` through `link`, each holder's in their order. */
export const findAttachedPhotos = async (
  db: Database,
  link: PhotoLink,
  holderIds: readonly number[],
): Promise<Map<number, FileRow[]>> => {
  const photos = new Map<number, FileRow[]>(holderIds.map((id) => [id, []]));
  if (holderIds.length === 0) return photos;
  const rows = await db
    .select({ holderId: link.holderId, file: files })
    .from(link.table)
    .innerJoin(files, eq(files.id, link.fileId))
    .where(inArray(link.holderId, [...holderIds]))
    .orderBy(asc(link.position));
  for (const row of rows) photos.get(row.holderId as number)?.push(row.file);
  return photos;
};
