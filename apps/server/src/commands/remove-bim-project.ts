import { eq } from 'drizzle-orm';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { bimModels, bimProjects, bimViewpoints } from '../db/schema/bim';
import { refusal } from '../lib/http-error';
import { lockHolderOf } from './lock-complex';

/**
 * Removes a 3D project of a complex in use that was added by mistake: one without a model and without
 * requests pinned in it (409 otherwise: a model and its viewpoints are kept), with its audit row.
 */
export const removeBimProject = (db: Database, removal: { projectId: number; userId: number; at: Date }) =>
  db.transaction(async (tx) => {
    const complex = await lockHolderOf(tx, 'project', removal.projectId);
    const [model] = await tx
      .select({ id: bimModels.id })
      .from(bimModels)
      .where(eq(bimModels.projectId, removal.projectId))
      .limit(1);
    // Requests are pinned at viewpoints of the project (by its index, where the requests have none).
    const [pinned] = await tx
      .select({ guid: bimViewpoints.guid })
      .from(bimViewpoints)
      .where(eq(bimViewpoints.projectId, removal.projectId))
      .limit(1);
    if (model || pinned) throw refusal('projectInUse');
    const [removed] = await tx
      .delete(bimProjects)
      .where(eq(bimProjects.id, removal.projectId))
      .returning({ name: bimProjects.name });
    await recordAudit(tx, {
      userId: removal.userId,
      action: 'complex.bim-project-removed',
      entityId: complex.id,
      at: removal.at,
      details: { projectId: removal.projectId, name: removed?.name ?? null },
    });
  });
