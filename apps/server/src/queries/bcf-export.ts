import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema/accounts';
import { bimViewpoints } from '../db/schema/bim';
import { complexes } from '../db/schema/complexes';
import { files } from '../db/schema/files';
import { requests } from '../db/schema/requests';
import { supplierOrganisations } from '../db/schema/suppliers';
import { workOrders } from '../db/schema/work-orders';

/**
 * The requests of a project that match `where` (a policy's condition; with `ids`, those only), oldest first, at most
 * `limit`: each with its complex, requester, viewpoint and the viewpoint's snapshot (its stored bytes' hash and size).
 */
export const findBcfRequests = (
  db: Database,
  projectId: number,
  where: SQL | undefined,
  { ids, limit }: { ids: readonly number[] | undefined; limit: number },
) =>
  db
    .select({
      report: requests,
      complexName: complexes.naam,
      requesterEmail: users.email,
      requesterName: users.name,
      viewpoint: bimViewpoints,
      snapshot: { contentHash: files.contentHash, size: files.size },
    })
    .from(requests)
    .leftJoin(complexes, eq(complexes.id, requests.complexId))
    .innerJoin(users, eq(users.id, requests.createdBy))
    .leftJoin(bimViewpoints, eq(bimViewpoints.guid, requests.viewpointId))
    .leftJoin(files, eq(files.id, bimViewpoints.snapshotFileId))
    .where(and(eq(requests.bimProjectId, projectId), ids && inArray(requests.id, [...ids]), where))
    .orderBy(requests.createdAt, requests.id)
    .limit(limit);

export type BcfRequestRow = Awaited<ReturnType<typeof findBcfRequests>>[number];

/** The work orders of these requests that are not cancelled and match `where` (a supplier's scope), newest first. */
export const findBcfWorkOrders = (db: Database, requestIds: readonly number[], where: SQL | undefined) =>
  db
    .select({
      requestId: workOrders.requestId,
      supplierName: supplierOrganisations.naam,
      planningDate: workOrders.planningDate,
    })
    .from(workOrders)
    .innerJoin(supplierOrganisations, eq(supplierOrganisations.id, workOrders.supplierId))
    .where(and(inArray(workOrders.requestId, [...requestIds]), isNull(workOrders.cancelledAt), where))
    .orderBy(desc(workOrders.createdAt), desc(workOrders.id));
