import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bimModels, bimProjects } from '../../db/schema/bim';
import { complexes } from '../../db/schema/complexes';
import { demoBuilding } from '../demo-buildings';
import type { SeedPart } from '../seed-part';

/**
 * A generated IFC model for each demo complex's 3D project, uploaded by the administrator and
 * queued for conversion: the server converts it in the background after it starts.
 */
export const modelsSeed: SeedPart = {
  name: 'models',
  run: async ({ db, storage, now }) => {
    const projects = await db
      .select({ id: bimProjects.id, complexName: complexes.naam })
      .from(bimProjects)
      .innerJoin(complexes, eq(complexes.id, bimProjects.complexId))
      .orderBy(bimProjects.id);
    for (const project of projects) {
      const bytes = Buffer.from(demoBuilding(project.complexName).ifc);
      const ifcKey = `models/ifc/${createHash('sha256').update(bytes).digest('hex')}.ifc`;
      await storage.put(ifcKey, bytes);
      await db.insert(bimModels).values({
        projectId: project.id,
        fileName: `${project.complexName.replace(/^VvE /, '').toLowerCase().replaceAll(' ', '-')}.ifc`,
        schema: 'IFC4',
        ifcKey,
        ifcBytes: bytes.length,
        uploadedAt: now,
      });
    }
  },
};
