import type { BulkRequestAction, BulkRequestsAnswer, BulkSkipReason } from '@vve/contract/calls/office';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { requests } from '../db/schema/requests';
import { HttpError, refusal } from '../lib/http-error';
import { changeRequestStatus } from './change-request-status';
import { lockRequest } from './record-request-move';

interface Change {
  reportId: number;
  userId: number;
  at: Date;
}

/** Makes the administrator a request's handler ('only mine'), with its audit row; 409 when it is theirs already. */
const assignRequest = (db: Database, { reportId, userId, at }: Change) =>
  db.transaction(async (tx) => {
    const report = await lockRequest(tx, reportId);
    if (report.handledBy === userId) throw refusal('handlingAlready');
    await tx.update(requests).set({ handledBy: userId }).where(eq(requests.id, reportId));
    await recordAudit(tx, {
      userId,
      action: 'request.assigned',
      entityId: reportId,
      at,
      details: { from: report.handledBy },
    });
  });

/** Each action's change of one request, and why a request it cannot change (409) stays as it is. */
const actions: Record<
  BulkRequestAction,
  { change: (db: Database, change: Change) => Promise<unknown>; conflict: BulkSkipReason }
> = {
  TAKE_INTO_HANDLING: {
    change: (db, change) => changeRequestStatus(db, { ...change, from: 'NIEUW', to: 'IN_BEHANDELING' }),
    conflict: 'NOT_NEW',
  },
  ASSIGN_TO_ME: { change: assignRequest, conflict: 'YOURS_ALREADY' },
};

/**
 * A bulk action of the inbox: each request changed in a transaction of its own, in the order given, exactly as one
 * request's action changes it (taking into handling is the status move, with its timeline entry and notification).
 * A request that cannot be changed (gone, not new any more, or mine already) is left as it is and answered with
 * the reason; the others are changed all the same.
 */
export const bulkChangeRequests = async (
  db: Database,
  bulk: { action: BulkRequestAction; ids: readonly number[]; userId: number; at: Date },
): Promise<BulkRequestsAnswer> => {
  const { change, conflict } = actions[bulk.action];
  const answer: BulkRequestsAnswer = { changed: [], skipped: [] };
  for (const reportId of new Set(bulk.ids)) {
    try {
      await change(db, { reportId, userId: bulk.userId, at: bulk.at });
      answer.changed.push(reportId);
    } catch (error) {
      if (!(error instanceof HttpError) || (error.statusCode !== 404 && error.statusCode !== 409))
        throw error;
      answer.skipped.push({ id: reportId, reason: error.statusCode === 404 ? 'NOT_FOUND' : conflict });
    }
  }
  return answer;
};
