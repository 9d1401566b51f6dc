import { describe, expect, it } from 'vitest';
import { ReportStatus } from '../enums';
import { canMoveReport, needsReason } from './request-transitions';

describe('request status transitions', () => {
  it('allows exactly take into handling, resolve, reject and reopen', () => {
    const allowed = ReportStatus.options.flatMap((from) =>
      ReportStatus.options.filter((to) => canMoveReport(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'NIEUW→IN_BEHANDELING',
      'NIEUW→AFGEWEZEN',
      'IN_BEHANDELING→OPGELOST',
      'IN_BEHANDELING→AFGEWEZEN',
      'OPGELOST→IN_BEHANDELING',
      'AFGEWEZEN→IN_BEHANDELING',
    ]);
  });

  it('never keeps a request in its status', () => {
    for (const status of ReportStatus.options) expect(canMoveReport(status, status)).toBe(false);
  });

  it('asks a reason for a rejection only', () => {
    expect(ReportStatus.options.filter(needsReason)).toEqual(['AFGEWEZEN']);
  });
});
