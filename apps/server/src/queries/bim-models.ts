import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { bimModels } from '../db/schema/bim';

export type ModelRow = typeof bimModels.$inferSelect;

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
