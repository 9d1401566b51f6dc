import { eq } from 'drizzle-orm';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { bimProjects } from '../db/schema/bim';
import { lockComplexInUse, lockHolderOf } from './lock-complex';

/** Adds a 3D project (without a model yet) to a complex in use, with its audit row; answers its id. */
export const addBimProject = (
  db: Database,
  project: { complexId: number; name: string; userId: number; at: Date },
) =>
  db.transaction(async (tx) => {
    const complex = await lockComplexInUse(tx, project.complexId);
    const [row] = await tx
      .insert(bimProjects)
      .values({ complexId: complex.id, name: project.name })
      .returning({ id: bimProjects.id });
    if (!row) throw new Error('3D project not stored');
    await recordAudit(tx, {
      userId: project.userId,
      action: 'complex.bim-project-added',
      entityId: complex.id,
      at: project.at,
      details: { projectId: row.id, name: project.name },
    });
    return row.id;
  });

/** Renames a 3D project of a complex in use, with its audit row. */
export const renameBimProject = (
  db: Database,
  change: { projectId: number; name: string; userId: number; at: Date },
) =>
  db.transaction(async (tx) => {
    const complex = await lockHolderOf(tx, 'project', change.projectId);
    await tx.update(bimProjects).set({ name: change.name }).where(eq(bimProjects.id, change.projectId));
    await recordAudit(tx, {
      userId: change.userId,
      action: 'complex.bim-project-renamed',
      entityId: complex.id,
      at: change.at,
      details: { projectId: change.projectId, name: change.name },
    });
  });
