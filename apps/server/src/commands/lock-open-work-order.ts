import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { workAssignments } from '../db/schema/work-assignments';
import { HttpError, found } from '../lib/http-error';

/** A work order locked for a change; a handled one (completed or cancelled) answers 409. */
export const lockOpenWorkOrder = async (tx: Database, id: number) => {
  const order = found(
    await tx.select().from(workAssignments).where(eq(workAssignments.id, id)).for('update'),
    'Work order',
  );
  if (order.cancelledAt !== null) throw new HttpError(409, 'This work order is cancelled already');
  if (order.completed) throw new HttpError(409, 'This work order is handled already');
  return order;
};
