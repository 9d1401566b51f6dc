import { and, inArray, lt } from 'drizzle-orm';
import { nothingHolds } from '../../db/file-holders';
import { THUMBNAIL_SIZES } from '@vve/contract/constants';
import type { Database } from '../../db/database';
import { files } from '../../db/schema/files';
import { contentKey, thumbnailKey, type FileStorage } from '../../lib/file-storage';

/** A photo uploaded for a request that was never sent is deleted after this long. */
export const UNATTACHED_FILE_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the files uploaded before `cutoff` that were never attached to anything (photos of requests
 * that were never sent), with their bytes and thumbnails unless another file has the same bytes.
 * Answers how many were deleted.
 */
export const deleteUnattachedFiles = async (
  db: Database,
  storage: FileStorage,
  cutoff: Date,
): Promise<number> => {
  const deleted = await db
    .delete(files)
    .where(and(lt(files.createdAt, cutoff), nothingHolds(db, files.id)))
    .returning({ contentHash: files.contentHash });
  const hashes = [...new Set(deleted.map((file) => file.contentHash))];
  if (hashes.length === 0) return 0;
  const stillUsed = await db
    .selectDistinct({ contentHash: files.contentHash })
    .from(files)
    .where(inArray(files.contentHash, hashes));
  const used = new Set(stillUsed.map((file) => file.contentHash));
  for (const hash of hashes.filter((contentHash) => !used.has(contentHash))) {
    await storage.remove(contentKey(hash), cutoff);
    for (const size of THUMBNAIL_SIZES) await storage.remove(thumbnailKey(hash, size), cutoff);
  }
  return deleted.length;
};
