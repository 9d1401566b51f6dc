import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { bimProjects, bimViewpoints } from '../db/schema/bim';
import { requests } from '../db/schema/requests';
import { found } from '../lib/http-error';

/** At most this many markers are shown in one model. */
const PINNED_LIMIT = 500;

/** A viewpoint of a project that matches `where` (a policy's condition); else 404. */
export const findViewpoint = async (
  db: Database,
  projectId: number,
  guid: string,
  where: SQL | undefined,
) => {
  const rows = await db
    .select()
    .from(bimViewpoints)
    .where(and(eq(bimViewpoints.projectId, projectId), eq(bimViewpoints.guid, guid), where));
  return found(rows, 'Viewpoint');
};

/** The requests matching `where` that are pinned to viewpoints of a project, newest first. */
export const findPinnedRequests = (db: Database, projectId: number, where: SQL | undefined) =>
  db
    .select({ report: requests, viewpoint: bimViewpoints })
    .from(requests)
    .innerJoin(bimViewpoints, eq(bimViewpoints.guid, requests.viewpointId))
    .where(and(eq(requests.bimProjectId, projectId), where))
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(PINNED_LIMIT);

export type PinnedRequestRow = Awaited<ReturnType<typeof findPinnedRequests>>[number];

/** Where the viewer of a request opens (its project and viewpoint), when the request matches `where`; else 404. */
export const findRequestViewerTarget = async (db: Database, requestId: number, where: SQL | undefined) => {
  const rows = await db
    .select({
      projectId: bimProjects.id,
      complexId: bimProjects.complexId,
      viewpointGuid: bimViewpoints.guid,
    })
    .from(requests)
    .innerJoin(bimViewpoints, eq(bimViewpoints.guid, requests.viewpointId))
    .innerJoin(bimProjects, eq(bimProjects.id, bimViewpoints.projectId))
    .where(and(eq(requests.id, requestId), where));
  return found(rows, 'Viewpoint of the request');
};
