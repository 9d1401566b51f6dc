import { eq } from 'drizzle-orm';
import type { WorkOrderPlanning } from '@vve/contract/calls/office-work-orders';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { workOrders } from '../db/schema/work-orders';
import { lockOpenWorkOrder } from './lock-open-work-order';

/** Changes an open work order's start and planning date and its priority, with its audit row. */
export const planWorkOrder = (
  db: Database,
  change: WorkOrderPlanning & { workOrderId: number; userId: number; at: Date },
) =>
  db.transaction(async (tx) => {
    const order = await lockOpenWorkOrder(tx, change.workOrderId);
    await tx
      .update(workOrders)
      .set({ startDate: change.startDate, planningDate: change.planningDate, priority: change.priority })
      .where(eq(workOrders.id, order.id));
    await recordAudit(tx, {
      userId: change.userId,
      action: 'work-order.planned',
      entityId: order.id,
      at: change.at,
      details: { startDate: change.startDate, planningDate: change.planningDate, priority: change.priority },
    });
  });
