import { and, eq, exists, notExists, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { bimViewpoints } from '../db/schema/bim';
import { requests } from '../db/schema/requests';
import type { SessionUser } from '../lib/session-user';
import { visibleRequests } from './requests';

/**
 * The viewpoints a user may open, as a condition on `bim_viewpoints`: one that belongs to no request, or
 * to a request the user sees (policies/requests); the viewpoint of a request that is not shared stays hidden.
 */
export const visibleViewpoints = (db: Database, user: SessionUser): SQL | undefined => {
  const requestsOfViewpoint = (condition?: SQL) =>
    db
      .select({ id: requests.id })
      .from(requests)
      .where(and(eq(requests.viewpointId, bimViewpoints.guid), condition));
  return or(notExists(requestsOfViewpoint()), exists(requestsOfViewpoint(visibleRequests(db, user))));
};
