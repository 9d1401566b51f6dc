import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { nothingHolds } from '../db/file-holders';
import { files, type FileRow } from '../db/schema/files';
import { contentKey, type FileStorage } from '../lib/file-storage';
import { newToken } from '../lib/tokens';

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

/** Stores the bytes under their content hash, for a file recorded next (perhaps in a transaction to come). */
export const putBytes = async (storage: FileStorage, { bytes, ...file }: NewFile): Promise<StoredBytes> => {
  const contentHash = createHash('sha256').update(bytes).digest('hex');
  await storage.put(contentKey(contentHash), bytes);
  return { contentHash, size: bytes.length, ...file };
};

/** Records one file whose bytes are in storage. */
export const recordFile = async (db: Database, stored: StoredBytes): Promise<FileRow> => {
  const [row] = await recordFiles(db, [stored]);
  if (!row) throw new Error('file not recorded');
  return row;
};

/** Stores the bytes under their content hash and records the file. */
export const storeFile = async (db: Database, storage: FileStorage, file: NewFile): Promise<FileRow> =>
  recordFile(db, await putBytes(storage, file));

/** Deletes a file's record unless something still holds it (db/file-holders.ts). */
export const deleteFileIfUnused = (db: Database, fileId: number) =>
  db.delete(files).where(and(eq(files.id, fileId), nothingHolds(db, fileId)));
