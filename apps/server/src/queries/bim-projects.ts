import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { bimProjects } from '../db/schema/bim';
import { complexes } from '../db/schema/complexes';
import { aspects } from '../db/schema/inspections';
import { found } from '../lib/http-error';

const projectColumns = {
  id: bimProjects.id,
  name: bimProjects.name,
  complexName: complexes.naam,
  complexId: complexes.id,
};

/** Projects matching `where` (a policy's condition), by complex name and project name. */
export const findProjects = (db: Database, where: SQL | undefined) =>
  db
    .select(projectColumns)
    .from(bimProjects)
    .innerJoin(complexes, eq(complexes.id, bimProjects.complexId))
    .where(where)
    .orderBy(asc(complexes.naam), asc(bimProjects.name));

/** The projects matching `where` that a list shows: those of complexes in use (not archived). */
export const findListedProjects = (db: Database, where: SQL | undefined) =>
  findProjects(db, and(where, isNull(complexes.archivedAt)));

/** The projects of an aspect's complex, as a condition on `bim_projects`. */
export const projectsOfAspect = (aspectId: number): SQL =>
  sql`${bimProjects.complexId} = (select ${aspects.complexId} from ${aspects} where ${aspects.id} = ${aspectId})`;

/** The project matching `where`; else 404, whether it exists or not. */
export const findProject = async (db: Database, where: SQL | undefined) =>
  found(await findProjects(db, where), '3D project');
