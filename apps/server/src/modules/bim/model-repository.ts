import { desc, eq, sql } from 'drizzle-orm';
import type { BimModel } from '@vve/contract/calls/bim';
import type { Database } from '../../db/database';
import { bimModels } from '../../db/schema/bim';

type ModelRow = typeof bimModels.$inferSelect;

export const presentModel = (row: ModelRow): BimModel => ({
  id: row.id,
  fileName: row.fileName,
  schema: row.schema,
  ifcBytes: row.ifcBytes,
  status: row.status,
  error: row.error,
  attempts: row.attempts,
  uploadedAt: row.uploadedAt.toISOString(),
  convertedAt: row.convertedAt?.toISOString() ?? null,
  fragmentsBytes: row.fragmentsBytes,
});

/** A project's models, newest first. */
export const projectModels = (db: Database, projectId: number): Promise<ModelRow[]> =>
  db.select().from(bimModels).where(eq(bimModels.projectId, projectId)).orderBy(desc(bimModels.id)).limit(50);

/** The model the viewer shows: the newest READY one, else the newest upload (to show its progress). */
export const currentModel = async (db: Database, projectId: number): Promise<ModelRow | undefined> => {
  const [row] = await db
    .select()
    .from(bimModels)
    .where(eq(bimModels.projectId, projectId))
    .orderBy(sql`${bimModels.status} = 'READY' desc`, desc(bimModels.id))
    .limit(1);
  return row;
};

export const findModel = async (db: Database, modelId: number): Promise<ModelRow | undefined> => {
  const [row] = await db.select().from(bimModels).where(eq(bimModels.id, modelId));
  return row;
};
