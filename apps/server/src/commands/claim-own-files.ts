import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { nothingHolds, notASentPhoto } from '../db/file-holders';
import { files } from '../db/schema/files';
import { refusal } from '../lib/http-error';

/** What a claim takes: which files are free to attach, which of them it accepts, and the refusal otherwise. */
interface Claim {
  free: (tx: Database, fileId: typeof files.id) => SQL | undefined;
  accepts: (contentType: string) => boolean;
  refused: 'notYourImage' | 'notYourDocumentFile';
}

/**
 * Checks, in the transaction that attaches them, that the files are ones the user uploaded, of a kind the claim
 * accepts and free to attach; else 400. The files are locked first, so that of two calls attaching the same file at
 * once the second waits and then finds it taken (its check is a statement of its own, which sees the first's
 * commit). Answers the ids once each, in their order, to attach in that order.
 */
const claimOwnFiles = async (
  tx: Database,
  userId: number,
  fileIds: readonly number[],
  { free, accepts, refused }: Claim,
): Promise<number[]> => {
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return ids;
  const own = await tx
    .select({ id: files.id, contentType: files.contentType })
    .from(files)
    .where(and(eq(files.uploadedBy, userId), inArray(files.id, ids)))
    .orderBy(asc(files.id))
    .for('update');
  if (own.length !== ids.length || !own.every((file) => accepts(file.contentType))) throw refusal(refused);
  const unheld = await tx
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, ids), free(tx, files.id)));
  if (unheld.length !== ids.length) throw refusal(refused);
  return ids;
};

/**
 * The photos of a request, a message, a status report or an announcement: images the user uploaded and sent with
 * none of them yet (one of their inspection's photos may be).
 */
export const claimOwnImages = (tx: Database, userId: number, fileIds: readonly number[]) =>
  claimOwnFiles(tx, userId, fileIds, {
    free: notASentPhoto,
    accepts: (contentType) => contentType.startsWith('image/'),
    refused: 'notYourImage',
  });

/** The file of a document: one the administrator uploaded that nothing holds yet. */
export const claimOwnFile = async (tx: Database, userId: number, fileId: number): Promise<void> => {
  await claimOwnFiles(tx, userId, [fileId], {
    free: nothingHolds,
    accepts: () => true,
    refused: 'notYourDocumentFile',
  });
};
