import type { ReportStatus } from '../enums';

/**
 * How an administrator moves a request on: take a new one into handling, resolve one in handling,
 * reject a new one or one in handling (with a reason), reopen a resolved or rejected one.
 */
export const REPORT_TRANSITIONS: Readonly<Record<ReportStatus, readonly ReportStatus[]>> = {
  NIEUW: ['IN_BEHANDELING', 'AFGEWEZEN'],
  IN_BEHANDELING: ['OPGELOST', 'AFGEWEZEN'],
  OPGELOST: ['IN_BEHANDELING'],
  AFGEWEZEN: ['IN_BEHANDELING'],
};

/** Whether a request in status `from` may be moved to `to`. */
export const canMoveReport = (from: ReportStatus, to: ReportStatus): boolean =>
  REPORT_TRANSITIONS[from].includes(to);

/** A rejection says why; the resident reads the reason. */
export const needsReason = (to: ReportStatus): boolean => to === 'AFGEWEZEN';
