import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { bimProjects } from '../db/schema/bim';
import { complexes } from '../db/schema/complexes';
import { workAssignments } from '../db/schema/work-assignments';
import { notFound } from '../lib/http-error';
import { residentComplexes } from './resident-complexes';
import { isAdministrator } from './roles';
import type { SessionUser } from '../lib/session-user';
import { supplierScope, withinScope } from './supplier-scope';

/**
 * The complexes whose 3D projects a user sees: administrators all; residents their own complexes;
 * suppliers the complexes where their organisation has work orders. Undefined means all.
 */
export const projectComplexIds = async (db: Database, user: SessionUser): Promise<number[] | undefined> => {
  if (isAdministrator(user)) return undefined;
  const scope = supplierScope(user);
  const [resident, supplied] = await Promise.all([
    residentComplexes(db, user.id),
    scope.kind === 'none'
      ? []
      : db
          .selectDistinct({ id: workAssignments.complexId })
          .from(workAssignments)
          .where(withinScope(scope, workAssignments.supplierId)),
  ]);
  return [...new Set([...resident, ...supplied].map((complex) => complex.id))];
};

const withinComplexes = (complexIds: number[] | undefined): SQL | undefined =>
  complexIds === undefined
    ? undefined
    : complexIds.length === 0
      ? sql`false`
      : inArray(bimProjects.complexId, complexIds);

const projectColumns = {
  id: bimProjects.id,
  name: bimProjects.name,
  complexName: complexes.naam,
  complexId: complexes.id,
};

/** The projects a user sees, by complex name and project name. */
export const visibleProjects = async (db: Database, user: SessionUser) =>
  db
    .select(projectColumns)
    .from(bimProjects)
    .innerJoin(complexes, eq(complexes.id, bimProjects.complexId))
    .where(withinComplexes(await projectComplexIds(db, user)))
    .orderBy(asc(complexes.naam), asc(bimProjects.name));

/** A project the user sees; else 404, whether it exists or not. */
export const visibleProject = async (db: Database, user: SessionUser, projectId: number) => {
  const [project] = await db
    .select(projectColumns)
    .from(bimProjects)
    .innerJoin(complexes, eq(complexes.id, bimProjects.complexId))
    .where(and(eq(bimProjects.id, projectId), withinComplexes(await projectComplexIds(db, user))));
  if (!project) throw notFound('3D project');
  return project;
};

export type VisibleProject = Awaited<ReturnType<typeof visibleProject>>;
