import { and, eq, exists, notExists, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { bimViewpoints } from '../db/schema/bim';
import { reports } from '../db/schema/reports';
import type { SessionUser } from '../lib/session-user';
import { visibleReports } from './reports';

/**
 * The viewpoints a user may open, as a condition on `bim_viewpoints`: one that belongs to no request, or
 * to a request the user sees (policies/reports); the viewpoint of a request that is not shared stays hidden.
 */
export const visibleViewpoints = (db: Database, user: SessionUser): SQL | undefined => {
  const requestsOfViewpoint = (condition?: SQL) =>
    db
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.viewpointId, bimViewpoints.guid), condition));
  return or(notExists(requestsOfViewpoint()), exists(requestsOfViewpoint(visibleReports(db, user))));
};
