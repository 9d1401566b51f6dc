import type { RequestDue, RequestPriority } from '@vve/contract/calls/office';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { requests } from '../db/schema/requests';
import { lockRequest } from './record-request-move';

/**
 * Sets a request's priority, with its audit row; the database gives it the due date that follows (its creation
 * plus the priority's response target, migration 0021). Answers both. The same priority again changes nothing.
 */
export const changeRequestPriority = (
  db: Database,
  change: { reportId: number; priority: RequestPriority; userId: number; at: Date },
): Promise<RequestDue> =>
  db.transaction(async (tx) => {
    const report = await lockRequest(tx, change.reportId);
    if (report.priority === change.priority) {
      return { priority: change.priority, dueAt: report.dueAt.toISOString() };
    }
    const [updated] = await tx
      .update(requests)
      .set({ priority: change.priority })
      .where(eq(requests.id, report.id))
      .returning({ dueAt: requests.dueAt });
    if (!updated) throw new Error('priority not changed');
    await recordAudit(tx, {
      userId: change.userId,
      action: 'request.prioritized',
      entityId: report.id,
      at: change.at,
      details: { from: report.priority, to: change.priority, dueAt: updated.dueAt.toISOString() },
    });
    return { priority: change.priority, dueAt: updated.dueAt.toISOString() };
  });
