import { describe, expect, it } from 'vitest';
import { ReportStatus } from '../enums';
import { canMoveReport, movesBetween, needsReason } from './request-transitions';

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

  it('finds the allowed steps from one status to another, and none back to new', () => {
    expect(movesBetween('NIEUW', 'NIEUW')).toEqual([]);
    expect(movesBetween('NIEUW', 'OPGELOST')).toEqual(['IN_BEHANDELING', 'OPGELOST']);
    expect(movesBetween('AFGEWEZEN', 'OPGELOST')).toEqual(['IN_BEHANDELING', 'OPGELOST']);
    expect(movesBetween('OPGELOST', 'AFGEWEZEN')).toEqual(['IN_BEHANDELING', 'AFGEWEZEN']);
    for (const status of ['IN_BEHANDELING', 'OPGELOST', 'AFGEWEZEN'] as const) {
      expect(movesBetween(status, 'NIEUW')).toBeUndefined();
    }
    for (const from of ReportStatus.options) {
      for (const to of ReportStatus.options) {
        const steps = movesBetween(from, to) ?? [];
        steps.forEach((step, index) => {
          expect(canMoveReport(index === 0 ? from : (steps[index - 1] ?? from), step)).toBe(true);
        });
      }
    }
  });
});
