import { describe, expect, it } from 'vitest';
import { nextTaskDate } from './task-repeat';

describe('nextTaskDate', () => {
  it.each([
    ['2026-03-15', 1, 'months', '2026-04-15'],
    ['2026-03-15', 12, 'months', '2027-03-15'],
    ['2026-11-30', 3, 'months', '2027-02-28'],
    ['2026-12-01', 1, 'months', '2027-01-01'],
    ['2026-01-31', 1, 'months', '2026-02-28'],
    ['2028-01-31', 1, 'months', '2028-02-29'],
    ['2026-03-31', 1, 'months', '2026-04-30'],
    ['2026-05-31', 6, 'months', '2026-11-30'],
    ['2026-08-31', 120, 'months', '2036-08-31'],
    ['2026-06-10', 1, 'years', '2027-06-10'],
    ['2028-02-29', 1, 'years', '2029-02-28'],
    ['2028-02-29', 4, 'years', '2032-02-29'],
    ['2096-02-29', 4, 'years', '2100-02-28'],
    ['1996-02-29', 4, 'years', '2000-02-29'],
    ['2999-12-31', 120, 'years', '3119-12-31'],
  ] as const)('%s plus %i %s is %s', (date, every, unit, expected) => {
    expect(nextTaskDate(date, { every, unit })).toBe(expected);
  });

  it('refuses what is not a calendar date', () => {
    expect(() => nextTaskDate('31-01-2026', { every: 1, unit: 'months' })).toThrow(/Not a calendar date/);
  });
});
