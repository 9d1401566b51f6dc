import type { ReportStatus } from '../enums';

/** The statuses in which a request still waits for an answer: only these can be overdue. */
export const OPEN_REPORT_STATUSES = ['NIEUW', 'IN_BEHANDELING'] as const satisfies readonly ReportStatus[];

/** Whether a request of this status still waits for an answer. */
export const isOpenReport = (status: ReportStatus): boolean =>
  (OPEN_REPORT_STATUSES as readonly ReportStatus[]).includes(status);

/** Whether a request is overdue at `now` (ms): still open, and its due moment has passed. */
export const isOverdue = (status: ReportStatus, dueAt: string, now: number): boolean =>
  isOpenReport(status) && Date.parse(dueAt) < now;
