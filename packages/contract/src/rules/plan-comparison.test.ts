import { describe, expect, it } from 'vitest';
import { comparePlans, type ComparedLine } from './plan-comparison';

interface Line extends ComparedLine {
  description: string;
}

const roof: Line = { key: 'roof', description: 'Dakbedekking vervangen', firstYear: 2030, total: 31_433.83 };
const paint: Line = { key: 'paint', description: 'Buitenschilderwerk', firstYear: 2027, total: 21_215.26 };
const gutter: Line = { key: 'gutter', description: 'Goten reinigen', firstYear: 2026, total: 1200 };
const lift: Line = { key: 'lift', description: 'Lift vernieuwen', firstYear: 2031, total: 85_000 };

const adopted = {
  years: [2026, 2027, 2028, 2029, 2030],
  yearTotals: [1200, 9873.6, 0, 0, 31_433.83],
  total: 42_507.43,
  lines: [roof, paint, gutter],
};

describe('comparing an adopted plan with the draft', () => {
  it('finds nothing changed in an unchanged copy', () => {
    const comparison = comparePlans(adopted, adopted);
    expect(comparison.years.every((year) => year.difference === 0)).toBe(true);
    expect(comparison.total).toEqual({ adopted: 42_507.43, draft: 42_507.43, difference: 0 });
    expect(comparison).toMatchObject({ added: [], removed: [], moved: [], costChanged: [] });
  });

  it('matches the lines by their key: moved, added, removed and changed in cost', () => {
    const movedRoof = { ...roof, firstYear: 2028, total: 29_600.2 };
    const dearerPaint = { ...paint, total: 22_000 };
    const draft = {
      years: adopted.years,
      yearTotals: [0, 10_200.5, 29_600.2, 0, 0],
      total: 39_800.7,
      lines: [lift, dearerPaint, movedRoof],
    };
    const comparison = comparePlans(adopted, draft);
    expect(comparison.added).toEqual([lift]);
    expect(comparison.removed).toEqual([gutter]);
    expect(comparison.moved).toEqual([{ adopted: roof, draft: movedRoof }]);
    // Moved, the roof is indexed to another year: it costs another amount too.
    expect(comparison.costChanged).toEqual([
      { adopted: paint, draft: dearerPaint, difference: 784.74 },
      { adopted: roof, draft: movedRoof, difference: -1833.63 },
    ]);
  });

  it('gives each year’s totals and their difference in cents', () => {
    const draft = { ...adopted, yearTotals: [1200.1, 9873.3, 0, 0, 31_433.83], total: 42_507.23 };
    const comparison = comparePlans(adopted, draft);
    expect(comparison.years.slice(0, 2)).toEqual([
      { year: 2026, adopted: 1200, draft: 1200.1, difference: 0.1 },
      { year: 2027, adopted: 9873.6, draft: 9873.3, difference: -0.3 },
    ]);
    expect(comparison.total.difference).toBe(-0.2);
  });

  it('compares every year of either version when their years differ', () => {
    const draft = {
      years: [2028, 2029, 2030, 2031],
      yearTotals: [0, 500, 0, 85_000],
      total: 85_500,
      lines: [],
    };
    const comparison = comparePlans(adopted, draft);
    expect(comparison.years.map((year) => year.year)).toEqual([2026, 2027, 2028, 2029, 2030, 2031]);
    expect(comparison.years[0]).toEqual({ year: 2026, adopted: 1200, draft: null, difference: -1200 });
    expect(comparison.years.at(-1)).toEqual({ year: 2031, adopted: null, draft: 85_000, difference: 85_000 });
    expect(comparison.removed).toEqual([roof, paint, gutter]);
  });
});
