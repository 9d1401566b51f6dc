import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { bimModels } from '../db/schema/bim';
import type { ReceivedIfc } from '../lib/receive-ifc';

/** Records an IFC model received into storage as a new model of a project (QUEUED for conversion), audited. */
export const recordBimModel = (
  db: Database,
  upload: { projectId: number; ifc: ReceivedIfc; uploadedBy: number; uploadedAt: Date },
) =>
  db.transaction(async (tx) => {
    const { projectId, ifc, uploadedBy, uploadedAt } = upload;
    const [row] = await tx
      .insert(bimModels)
      .values({
        projectId,
        fileName: ifc.fileName,
        schema: ifc.schema,
        ifcKey: ifc.ifcKey,
        ifcBytes: ifc.size,
        uploadedBy,
        uploadedAt,
      })
      .returning();
    if (!row) throw new Error('model not stored');
    await recordAudit(tx, {
      userId: uploadedBy,
      action: 'bim-model.uploaded',
      entityId: row.id,
      at: row.uploadedAt,
      details: { projectId, fileName: row.fileName, schema: row.schema },
    });
    return row;
  });
