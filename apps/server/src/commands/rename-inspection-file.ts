import { eq } from 'drizzle-orm';
import { renameKeepingExtension } from '@vve/contract/rules/file-name';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { files, type FileRow } from '../db/schema/files';
import { found } from '../lib/http-error';
import { findInspectionFiles } from '../queries/files';

/**
 * Renames one of an inspection's files, keeping the extension of its real type, with its audit row;
 * a file that is not the inspection's answers 404. The caller has checked that the user may change
 * the inspection's files.
 */
export const renameInspectionFile = async (
  db: Database,
  change: { inspectionId: number; fileId: number; name: string; userId: number; now: Date },
): Promise<FileRow> => {
  const { inspectionId, fileId, userId, now } = change;
  const file = found(await findInspectionFiles(db, inspectionId, [fileId]), 'File');
  return db.transaction(async (tx) => {
    const renamed = found(
      await tx
        .update(files)
        .set({ name: renameKeepingExtension(file.name, change.name) })
        .where(eq(files.id, file.id))
        .returning(),
      'File',
    );
    await recordAudit(tx, {
      userId,
      action: 'inspection-file.renamed',
      entityId: file.id,
      at: now,
      details: { inspectionId, from: file.name, to: renamed.name },
    });
    return renamed;
  });
};
