import { and, eq, inArray } from 'drizzle-orm';
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
