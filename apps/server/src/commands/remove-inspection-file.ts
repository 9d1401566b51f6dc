import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { inspectionElementStates, inspectionFiles, inspections } from '../db/schema/inspections';
import { found } from '../lib/http-error';
import { findInspectionFiles } from '../queries/files';
import { deleteFileIfUnused } from './store-files';

/**
 * Removes a file from an inspection and from its findings, with its audit row, all or nothing; a file
 * that is not the inspection's answers 404. A request that uses the photo keeps it: only a file that
 * nothing else holds is deleted. The caller has checked that the user may change the inspection's files.
 */
export const removeInspectionFile = async (
  db: Database,
  { inspectionId, fileId, userId, now }: { inspectionId: number; fileId: number; userId: number; now: Date },
): Promise<void> => {
  found(await findInspectionFiles(db, inspectionId, [fileId]), 'File');
  await db.transaction(async (tx) => {
    await tx
      .update(inspections)
      .set({ fileIds: sql`array_remove(${inspections.fileIds}, ${fileId}::int)` })
      .where(eq(inspections.id, inspectionId));
    await tx
      .update(inspectionElementStates)
      .set({ fileIds: sql`array_remove(${inspectionElementStates.fileIds}, ${fileId}::int)` })
      .where(eq(inspectionElementStates.inspectionId, inspectionId));
    await tx
      .delete(inspectionFiles)
      .where(and(eq(inspectionFiles.inspectionId, inspectionId), eq(inspectionFiles.fileId, fileId)));
    await deleteFileIfUnused(tx, fileId);
    await recordAudit(tx, {
      userId,
      action: 'inspection-file.removed',
      entityId: fileId,
      at: now,
      details: { inspectionId },
    });
  });
};
