import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { bimProjects } from '../db/schema/bim';
import { refusal } from '../lib/http-error';
import type { SessionUser } from '../lib/session-user';
import { residentComplexes } from './resident-complexes';
import { isAdministrator } from './roles';
import { suppliedComplexIds } from './supplier-complexes';
import { supplierScope } from './supplier-scope';

/**
 * The complexes whose 3D projects a user sees: administrators all; residents their own complexes;
 * suppliers the complexes where their organisation has work orders, tasks or inspections. Undefined means all.
 */
const projectComplexIds = async (db: Database, user: SessionUser): Promise<number[] | undefined> => {
  if (isAdministrator(user)) return undefined;
  const [resident, supplied] = await Promise.all([
    residentComplexes(db, user.id),
    suppliedComplexIds(db, supplierScope(user)),
  ]);
  return [...new Set([...resident.map((complex) => complex.id), ...supplied])];
};

/** The 3D projects a user may see, as a condition on `bim_projects` (undefined: all). */
export const visibleProjects = async (db: Database, user: SessionUser): Promise<SQL | undefined> => {
  const complexIds = await projectComplexIds(db, user);
  if (complexIds === undefined) return undefined;
  return complexIds.length === 0 ? sql`false` : inArray(bimProjects.complexId, complexIds);
};

/** One project, when the user may see it (a condition for `findProject`, which answers 404 otherwise). */
export const visibleProject = async (db: Database, user: SessionUser, projectId: number) =>
  and(eq(bimProjects.id, projectId), await visibleProjects(db, user));

/** Only administrators upload 3D models (to a project they see). */
export const assertMayUploadModels = (user: SessionUser): void => {
  if (!isAdministrator(user)) throw refusal('onlyAdministratorsUploadModels');
};
