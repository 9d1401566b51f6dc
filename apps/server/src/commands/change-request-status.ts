import type { ReportStatusChangePayload } from '@vve/contract/calls/office';
import { ReportStatus } from '@vve/contract/enums';
import { canMoveReport, needsReason } from '@vve/contract/rules/request-transitions';
import type { Database } from '../db/database';
import { refusal } from '../lib/http-error';
import { lockRequest, recordRequestMove } from './record-request-move';

/**
 * Moves a request on (take into handling, resolve, reject, reopen), with its timeline entry and its audit
 * row, all or nothing; the administrator handles it from then on ('only mine'), and resolving it completes
 * its open work orders. The request is locked while it changes, so that of two administrators acting at
 * once one wins and the other learns the status it has now (409), instead of overwriting it.
 */
export const changeRequestStatus = (
  db: Database,
  change: ReportStatusChangePayload & { reportId: number; userId: number; at: Date },
) =>
  db.transaction(async (tx) => {
    const trimmed = change.reason?.trim();
    const reason = trimmed === undefined || trimmed === '' ? null : trimmed;
    if (needsReason(change.to) && reason === null) throw refusal('rejectionNeedsReason');
    const report = await lockRequest(tx, change.reportId);
    const current = ReportStatus.parse(report.status);
    if (current !== change.from) {
      throw refusal('requestStatusChanged', { current });
    }
    if (!canMoveReport(current, change.to)) {
      throw refusal('statusChangeNotAllowed', { current, to: change.to });
    }
    return recordRequestMove(tx, {
      reportId: report.id,
      from: current,
      to: change.to,
      reason,
      userId: change.userId,
      at: change.at,
    });
  });
