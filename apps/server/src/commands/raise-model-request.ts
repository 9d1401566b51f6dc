import { eq } from 'drizzle-orm';
import type { RaisedModelRequest } from '@vve/contract/calls/model-requests';
import type { WorkOrderCreate } from '@vve/contract/calls/office';
import type { Database } from '../db/database';
import { complexes } from '../db/schema/complexes';
import { refusal } from '../lib/http-error';
import { createWorkOrder } from './create-work-order';
import type { ViewpointToStore } from './insert-viewpoint';
import { raiseRequest } from './raise-request';

/** A request an administrator raises at a picked model element, as the route read it. */
export interface ModelRequest {
  project: { id: number; complexId: number };
  description: string;
  viewpoint: ViewpointToStore;
  workOrder: Omit<WorkOrderCreate, 'omschrijving'> | undefined;
  userId: number;
  at: Date;
}

/**
 * Raises a request of the project's complex at a viewpoint (not shared with residents: the administrator decides
 * what they read) and, when asked, its work order with the same description; all or nothing. A complex that is
 * archived takes no requests, as for residents.
 */
export const raiseModelRequest = (db: Database, raised: ModelRequest): Promise<RaisedModelRequest> =>
  db.transaction(async (tx) => {
    const [complex] = await tx
      .select({ archivedAt: complexes.archivedAt })
      .from(complexes)
      .where(eq(complexes.id, raised.project.complexId));
    if (complex?.archivedAt !== null) throw refusal('complexClosedForRequests');
    const { id: requestId, nr } = await raiseRequest(tx, {
      complexId: raised.project.complexId,
      description: raised.description,
      publiclyVisible: false,
      createdBy: raised.userId,
      createdAt: raised.at,
      linkedItem: { projectId: raised.project.id, viewpoint: raised.viewpoint },
    });
    const workOrderId = raised.workOrder
      ? await createWorkOrder(tx, {
          ...raised.workOrder,
          omschrijving: raised.description,
          requestId,
          userId: raised.userId,
          at: raised.at,
        })
      : null;
    return { requestId, nr, workOrderId };
  });
