import { eq } from 'drizzle-orm';
import type { WorkOrderCancel } from '@vve/contract/calls/office-work-orders';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { workOrders } from '../db/schema/work-orders';
import { lockOpenWorkOrder } from './lock-open-work-order';

/**
 * Cancels an open work order: it is handled from then on (its supplier reports no more), with who, when
 * and why, and its audit row; cancelling one that is handled answers 409.
 */
export const cancelWorkOrder = (
  db: Database,
  cancel: WorkOrderCancel & { workOrderId: number; userId: number; at: Date },
) =>
  db.transaction(async (tx) => {
    const order = await lockOpenWorkOrder(tx, cancel.workOrderId);
    await tx
      .update(workOrders)
      .set({
        completed: true,
        cancelledAt: cancel.at,
        cancelledBy: cancel.userId,
        cancelReason: cancel.reason,
      })
      .where(eq(workOrders.id, order.id));
    await recordAudit(tx, {
      userId: cancel.userId,
      action: 'work-order.cancelled',
      entityId: order.id,
      at: cancel.at,
      details: { requestId: order.requestId },
    });
  });
