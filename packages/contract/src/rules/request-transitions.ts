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

/**
 * The moves that take a request from `from` to `to` one allowed step at a time (none when it is there already),
 * shortest first; undefined when no moves lead there (nothing moves a request back to NIEUW).
 */
export const movesBetween = (from: ReportStatus, to: ReportStatus): ReportStatus[] | undefined => {
  const paths = new Map<ReportStatus, ReportStatus[]>([[from, []]]);
  const queue: ReportStatus[] = [from];
  for (let status = queue.shift(); status !== undefined; status = queue.shift()) {
    const path = paths.get(status) ?? [];
    if (status === to) return path;
    for (const next of REPORT_TRANSITIONS[status]) {
      if (paths.has(next)) continue;
      paths.set(next, [...path, next]);
      queue.push(next);
    }
  }
  return undefined;
};
