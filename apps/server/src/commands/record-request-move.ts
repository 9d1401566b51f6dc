import { and, eq, not } from 'drizzle-orm';
import type { ReportStatus } from '@vve/contract/enums';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { requestStatusChanges, requests } from '../db/schema/requests';
import { workOrders } from '../db/schema/work-orders';
import { found } from '../lib/http-error';

/** A request locked for a change of its status (404 when there is none), so that concurrent changes wait. */
export const lockRequest = async (tx: Database, id: number) =>
  found(await tx.select().from(requests).where(eq(requests.id, id)).for('update'), 'Request');

export interface RequestMove {
  reportId: number;
  from: ReportStatus;
  to: ReportStatus;
  reason: string | null;
  userId: number;
  at: Date;
  /** What the audit row tells besides the two statuses (the work order that took it into handling). */
  details?: Record<string, number>;
}

/**
 * A resolved request's work orders are handled: those still open are completed, each with its audit row
 * (so that the work order's own trail tells who completed it, and why: the request was resolved).
 */
const completeOpenWorkOrders = async (tx: Database, move: RequestMove) => {
  const completed = await tx
    .update(workOrders)
    .set({ completed: true })
    .where(and(eq(workOrders.requestId, move.reportId), not(workOrders.completed)))
    .returning({ id: workOrders.id });
  for (const order of completed) {
    await recordAudit(tx, {
      userId: move.userId,
      action: 'work-order.completed',
      entityId: order.id,
      at: move.at,
      details: { requestId: move.reportId },
    });
  }
};

/**
 * Records a move of a request that its command locked and checked: its new status and handler (the
 * administrator, for 'only mine'), no answer waiting any more (the move answers it), its timeline row and its
 * audit row; resolving it completes its open work orders. Run in the command's transaction. Answers the timeline
 * row.
 */
export const recordRequestMove = async (tx: Database, move: RequestMove) => {
  await tx
    .update(requests)
    .set({ status: move.to, handledBy: move.userId, answeredAt: null })
    .where(eq(requests.id, move.reportId));
  const [entry] = await tx
    .insert(requestStatusChanges)
    .values({
      reportId: move.reportId,
      fromStatus: move.from,
      toStatus: move.to,
      reason: move.reason,
      changedBy: move.userId,
      changedAt: move.at,
    })
    .returning();
  if (!entry) throw new Error('status change not recorded');
  await recordAudit(tx, {
    userId: move.userId,
    action: 'request.status-changed',
    entityId: move.reportId,
    at: move.at,
    details: { from: move.from, to: move.to, ...move.details },
  });
  if (move.to === 'OPGELOST') await completeOpenWorkOrders(tx, move);
  return entry;
};
