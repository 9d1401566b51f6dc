import { eq } from 'drizzle-orm';
import type { ReportStatusChangePayload } from '@vve/contract/calls/office';
import { ReportStatus } from '@vve/contract/enums';
import { canMoveReport, needsReason } from '@vve/contract/rules/report-transitions';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { reportStatusChanges, reports } from '../db/schema/reports';
import { HttpError, found } from '../lib/http-error';

/**
 * Moves a request on (take into handling, resolve, reject, reopen), with its timeline entry and its audit
 * row, all or nothing. The request is locked while it changes, so that of two administrators acting at
 * once one wins and the other learns the status it has now (409), instead of overwriting it.
 */
export const changeReportStatus = (
  db: Database,
  change: ReportStatusChangePayload & { reportId: number; userId: number; at: Date },
) =>
  db.transaction(async (tx) => {
    const trimmed = change.reason?.trim();
    const reason = trimmed === undefined || trimmed === '' ? null : trimmed;
    if (needsReason(change.to) && reason === null) throw new HttpError(400, 'A rejection needs a reason');
    const report = found(
      await tx.select().from(reports).where(eq(reports.id, change.reportId)).for('update'),
      'Request',
    );
    const current = ReportStatus.parse(report.status);
    if (current !== change.from) {
      throw new HttpError(409, `The request's status changed meanwhile: it is ${current} now`);
    }
    if (!canMoveReport(current, change.to)) {
      throw new HttpError(409, `A request that is ${current} cannot become ${change.to}`);
    }
    await tx.update(reports).set({ status: change.to }).where(eq(reports.id, report.id));
    const [entry] = await tx
      .insert(reportStatusChanges)
      .values({
        reportId: report.id,
        fromStatus: current,
        toStatus: change.to,
        reason,
        changedBy: change.userId,
        changedAt: change.at,
      })
      .returning();
    if (!entry) throw new Error('status change not recorded');
    await recordAudit(tx, {
      userId: change.userId,
      action: 'request.status-changed',
      entityId: report.id,
      at: change.at,
      details: { from: current, to: change.to },
    });
    return entry;
  });
