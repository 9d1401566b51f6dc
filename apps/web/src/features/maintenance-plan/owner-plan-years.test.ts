import { describe, expect, it } from 'vitest';
import { ownerPlanYears } from './owner-plan-years';

const work = (year: number, cost: number) => ({
  year,
  element: 'Flat roof',
  activity: 'replace' as const,
  description: '',
  cost,
});

describe('ownerPlanYears', () => {
  it('groups the big works and the smaller work by year, the earliest first, in the server’s order', () => {
    expect(
      ownerPlanYears({
        works: [work(2028, 9000), work(2026, 8000), work(2026, 3000)],
        smallerWork: [
          { year: 2027, cost: 400 },
          { year: 2026, cost: 1200 },
        ],
      }),
    ).toEqual([
      { year: 2026, works: [work(2026, 8000), work(2026, 3000)], smallerWork: 1200 },
      { year: 2027, works: [], smallerWork: 400 },
      { year: 2028, works: [work(2028, 9000)], smallerWork: null },
    ]);
  });

  it('has no years without work', () => {
    expect(ownerPlanYears({ works: [], smallerWork: [] })).toEqual([]);
  });
});
