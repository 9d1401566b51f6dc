import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { notASentPhoto } from '../db/file-holders';
import { files } from '../db/schema/files';
import { refusal } from '../lib/http-error';

/**
 * Checks, in the transaction that attaches them, that the photos of a request, a message or a status report
 * are images the user uploaded and sent with none of them yet (one of their inspection's photos may be);
 * else 400. The files are locked first, so that of two calls attaching the same photo at once the second
 * waits and then finds it taken (its check is a statement of its own, which sees the first's commit).
 * Answers the ids once each, in their order, to attach in that order.
 */
export const claimOwnImages = async (
  tx: Database,
  userId: number,
  fileIds: readonly number[],
): Promise<number[]> => {
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return ids;
  const own = await tx
    .select({ id: files.id, contentType: files.contentType })
    .from(files)
    .where(and(eq(files.uploadedBy, userId), inArray(files.id, ids)))
    .orderBy(asc(files.id))
    .for('update');
  const allOwnImages =
    own.length === ids.length && own.every((file) => file.contentType.startsWith('image/'));
  if (!allOwnImages) throw refusal('notYourImage');
  const unsent = await tx
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, ids), notASentPhoto(tx, files.id)));
  if (unsent.length !== ids.length) throw refusal('notYourImage');
  return ids;
};
