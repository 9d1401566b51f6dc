import { eq } from 'drizzle-orm';
import type { WorkOrderCreate } from '@vve/contract/calls/office';
import { ReportStatus } from '@vve/contract/enums';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { requests } from '../db/schema/requests';
import { supplierOrganisations } from '../db/schema/suppliers';
import { workOrders } from '../db/schema/work-orders';
import { refusal } from '../lib/http-error';
import { lockRequest, recordRequestMove } from './record-request-move';

/** Requests that are done with: they take no work order until they are reopened. */
const CLOSED: readonly ReportStatus[] = ['OPGELOST', 'AFGEWEZEN'];

/** Where a new work order belongs: its complex, and the request or the decision it carries out. */
interface WorkOrderOrigin {
  complexId: number;
  requestId: number | null;
  decisionItemId: number | null;
}

/**
 * Stores a work order for a supplier in use, with its audit row, in the caller's transaction; refused for a
 * supplier that does not exist (400) or is archived (409). Answers the new work order's id.
 */
export const insertWorkOrder = async (
  tx: Database,
  order: WorkOrderCreate & WorkOrderOrigin & { userId: number; at: Date },
): Promise<number> => {
  const [supplier] = await tx
    .select({ id: supplierOrganisations.id, archivedAt: supplierOrganisations.archivedAt })
    .from(supplierOrganisations)
    .where(eq(supplierOrganisations.id, order.supplierId));
  if (!supplier) throw refusal('noSuchSupplier');
  if (supplier.archivedAt !== null) {
    throw refusal('supplierNotInUse');
  }
  const [created] = await tx
    .insert(workOrders)
    .values({
      supplierId: supplier.id,
      complexId: order.complexId,
      requestId: order.requestId,
      decisionItemId: order.decisionItemId,
      omschrijving: order.omschrijving,
      createdAt: order.at,
      startDate: order.startDate,
      planningDate: order.planningDate,
      priority: order.priority,
      repairType: order.repairType,
      indicationAmountCents:
        order.indicationAmount === null ? null : Math.round(order.indicationAmount * 100),
    })
    .returning({ id: workOrders.id });
  if (!created) throw new Error('work order not stored');
  await recordAudit(tx, {
    userId: order.userId,
    action: 'work-order.created',
    entityId: created.id,
    at: order.at,
    details: {
      ...(order.requestId === null ? {} : { requestId: order.requestId }),
      ...(order.decisionItemId === null ? {} : { decisionItemId: order.decisionItemId }),
      supplierId: supplier.id,
    },
  });
  return created.id;
};

/**
 * Gives a request a work order for a supplier in the request's complex, all or nothing with its audit row;
 * a new request is taken into handling with it (its timeline entry and audit row too), and the request is
 * the administrator's ('only mine'). The request is locked meanwhile, so that a status change at the same
 * moment waits for it. Answers the new work order's id.
 */
export const createWorkOrder = (
  db: Database,
  order: WorkOrderCreate & { requestId: number; userId: number; at: Date },
) =>
  db.transaction(async (tx) => {
    const request = await lockRequest(tx, order.requestId);
    const status = ReportStatus.parse(request.status);
    if (CLOSED.includes(status)) {
      throw refusal('reopenFirst', { status });
    }
    if (request.complexId === null) {
      throw refusal('requestWithoutComplex');
    }
    const created = await insertWorkOrder(tx, {
      ...order,
      complexId: request.complexId,
      requestId: request.id,
      decisionItemId: null,
    });
    if (status === 'NIEUW') {
      const taken = { from: status, to: 'IN_BEHANDELING', reason: null } as const;
      await recordRequestMove(tx, {
        ...taken,
        reportId: request.id,
        userId: order.userId,
        at: order.at,
        details: { workOrderId: created },
      });
    } else {
      await tx.update(requests).set({ handledBy: order.userId }).where(eq(requests.id, request.id));
    }
    return created;
  });
