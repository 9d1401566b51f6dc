import { describe, expect, it } from 'vitest';
import { ReportStatus } from '../enums';
import { isReadyToResolve, type WorkOrderProgress } from './ready-to-resolve';

const open = (lastStatus: WorkOrderProgress['lastStatus']): WorkOrderProgress => ({
  afgerond: false,
  lastStatus,
});
const handled: WorkOrderProgress = { afgerond: true, lastStatus: null };

describe('ready to resolve', () => {
  it('is a request in handling whose open work orders the suppliers all reported COMPLETE', () => {
    expect(isReadyToResolve('IN_BEHANDELING', [open('COMPLETE')])).toBe(true);
    expect(isReadyToResolve('IN_BEHANDELING', [open('COMPLETE'), open('COMPLETE'), handled])).toBe(true);
  });

  it('is not while one open work order has no report, or a newest report other than COMPLETE', () => {
    expect(isReadyToResolve('IN_BEHANDELING', [open('COMPLETE'), open(null)])).toBe(false);
    expect(isReadyToResolve('IN_BEHANDELING', [open('COMPLETE'), open('BLOCKED')])).toBe(false);
    expect(isReadyToResolve('IN_BEHANDELING', [open('FOLLOW_UP_ACTION_NEEDED')])).toBe(false);
  });

  it('is not without open work orders: none at all, or all handled (completed or cancelled)', () => {
    expect(isReadyToResolve('IN_BEHANDELING', [])).toBe(false);
    expect(isReadyToResolve('IN_BEHANDELING', [handled, { afgerond: true, lastStatus: 'COMPLETE' }])).toBe(
      false,
    );
  });

  it('is never in another status than IN_BEHANDELING', () => {
    const others = ReportStatus.options.filter((status) => status !== 'IN_BEHANDELING');
    for (const status of others) expect(isReadyToResolve(status, [open('COMPLETE')])).toBe(false);
  });
});
