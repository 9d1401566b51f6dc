import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { StoredFile } from '@vve/contract/calls/files';
import type { Database } from '../../db/database';
import { files } from '../../db/schema/files';
import { newToken } from '../../lib/tokens';
import { contentKey, type FileStorage } from '../../lib/file-storage';
import { nothingHolds } from '../../plugins/unattached-files/unattached-files';

export type FileRow = typeof files.$inferSelect;

/** The answer's shape of a stored file: its link parts, never its storage details. */
export const presentFile = (row: FileRow): StoredFile => ({
  id: row.id,
  hash: row.contentHash,
  name: row.name,
  contentType: row.contentType,
  accessCode: row.accessCode,
});

export interface NewFile {
  bytes: Buffer;
  name: string;
  contentType: string;
  uploadedBy: number | null;
}

export interface StoredBytes {
  contentHash: string;
  size: number;
  name: string;
  contentType: string;
  uploadedBy: number | null;
}

/** Records files whose bytes are in storage already, each with a fresh access code. */
export const recordFiles = (db: Database, stored: readonly StoredBytes[]): Promise<FileRow[]> =>
  db
    .insert(files)
    .values(stored.map((file) => ({ ...file, accessCode: newToken() })))
    .returning();

/** Stores the bytes under their content hash and records the file. */
export const storeFile = async (db: Database, storage: FileStorage, file: NewFile): Promise<FileRow> => {
  const contentHash = createHash('sha256').update(file.bytes).digest('hex');
  await storage.put(contentKey(contentHash), file.bytes);
  const [row] = await recordFiles(db, [
    {
      contentHash,
      size: file.bytes.length,
      name: file.name,
      contentType: file.contentType,
      uploadedBy: file.uploadedBy,
    },
  ]);
  if (!row) throw new Error('file not recorded');
  return row;
};

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

/** The files with these ids that `userId` uploaded. */
export const findFilesUploadedBy = (db: Database, userId: number, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(files)
        .where(and(eq(files.uploadedBy, userId), inArray(files.id, [...ids])));

/** Deletes a file's record unless a request, an inspection or a rental contract still holds it. */
export const deleteFileIfUnused = (db: Database, fileId: number) =>
  db.delete(files).where(and(eq(files.id, fileId), nothingHolds(db, fileId)));
