import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { workOrders } from '../db/schema/work-orders';
import { found, refusal } from '../lib/http-error';

/** A work order locked for a change; a handled one (completed or cancelled) answers 409. */
export const lockOpenWorkOrder = async (tx: Database, id: number) => {
  const order = found(
    await tx.select().from(workOrders).where(eq(workOrders.id, id)).for('update'),
    'Work order',
  );
  if (order.cancelledAt !== null) throw refusal('workOrderCancelled');
  if (order.completed) throw refusal('workOrderHandled');
  return order;
};
