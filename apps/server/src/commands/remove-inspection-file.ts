import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { inspectionElementStates, inspectionFiles, inspections } from '../db/schema/inspections';
import { found } from '../lib/http-error';
import { findInspectionFiles } from '../queries/files';
import { deleteFileIfUnused } from './store-files';

/** An element's defects (a JSONB array) without a file in their photos, in their order. */
const defectsWithout = (fileId: number) => sql`(select coalesce(jsonb_agg(jsonb_set(defect, '{files}',
    (select coalesce(jsonb_agg(file order by at), '[]'::jsonb)
      from jsonb_array_elements(defect -> 'files') with ordinality as photos(file, at)
      where file <> to_jsonb(${fileId}::int))) order by position), '[]'::jsonb)
  from jsonb_array_elements(${inspectionElementStates.defects}) with ordinality as defects(defect, position))`;

/**
 * Removes a file from an inspection and from its findings and their defects, with its audit row, all or nothing;
 * a file that is not the inspection's answers 404. A request that uses the photo keeps it: only a file that
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
      .set({
        fileIds: sql`array_remove(${inspectionElementStates.fileIds}, ${fileId}::int)`,
        defects: defectsWithout(fileId),
      })
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
