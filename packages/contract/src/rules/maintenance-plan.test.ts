import { describe, expect, it } from 'vitest';
import {
  costInYear,
  isWorkYear,
  legalCheck,
  levelContribution,
  lineCosts,
  nlSfbChapter,
  planYears,
  reserveYears,
  sumOfAmounts,
  wholeYearsBetween,
  yearTotals,
} from './maintenance-plan';

// The README's worked example: prices of 2026, 2 % indexation, ten years from 2026.
const plan = { priceYear: 2026, indexation: 2, startYear: 2026, horizon: 10 };
const roof = { quantity: 400, unitPrice: 60, vatRate: 21, firstYear: 2030, cycle: 25 };
const paint = { quantity: 1, unitPrice: 8000, vatRate: 21, firstYear: 2027, cycle: 7 };
const terms = { reserveAtStart: 20_000, yearlyContribution: 6000, contributionByYear: [], interestRate: 1 };
const years = planYears(plan);
const totals = yearTotals([lineCosts(roof, plan), lineCosts(paint, plan)], plan.horizon);

describe('the maintenance plan’s costs', () => {
  it('costs quantity × unit price, indexed from the price year, with VAT, in cents', () => {
    // 400 × 60 × 1.02⁴ × 1.21 = 31,433.8299…
    expect(costInYear(roof, 2030, plan)).toBe(31_433.83);
    // 8,000 × 1.02 × 1.21 and 8,000 × 1.02⁸ × 1.21
    expect(costInYear(paint, 2027, plan)).toBe(9873.6);
    expect(costInYear(paint, 2034, plan)).toBe(11_341.66);
    // Before the price year the price is deflated.
    expect(costInYear({ ...paint, vatRate: 0 }, 2025, plan)).toBe(7843.14);
  });

  it('puts the work in its first year and every cycle after it, or once', () => {
    expect(lineCosts(paint, plan)).toEqual([0, 9873.6, 0, 0, 0, 0, 0, 0, 11_341.66, 0]);
    expect(lineCosts({ ...paint, cycle: null }, plan)).toEqual([0, 9873.6, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(isWorkYear({ firstYear: 2027, cycle: 1 }, 2026)).toBe(false);
    expect(isWorkYear({ firstYear: 2027, cycle: 1 }, 2031)).toBe(true);
    expect(lineCosts({ ...roof, firstYear: 2040 }, plan).every((cost) => cost === 0)).toBe(true);
  });

  it('adds the years up in cents', () => {
    expect(totals).toEqual([0, 9873.6, 0, 0, 31_433.83, 0, 0, 0, 11_341.66, 0]);
    expect(sumOfAmounts([0.1, 0.2, 0.3])).toBe(0.6);
    expect(sumOfAmounts(totals)).toBe(52_649.09);
  });

  it('summarises by the NL-SfB chapter, the first digit of the code', () => {
    expect(nlSfbChapter('2710')).toBe('2');
    expect(nlSfbChapter('9010')).toBe('9');
    expect(nlSfbChapter(null)).toBeNull();
  });
});

describe('the reserve fund', () => {
  it('earns interest on its start, receives the contribution and pays the year’s costs', () => {
    const reserve = reserveYears(terms, years, totals);
    expect(reserve[0]).toEqual({
      year: 2026,
      start: 20_000,
      contribution: 6000,
      interest: 200,
      costs: 0,
      end: 26_200,
    });
    expect(reserve[1]).toEqual({
      year: 2027,
      start: 26_200,
      contribution: 6000,
      interest: 262,
      costs: 9873.6,
      end: 22_588.4,
    });
    expect(reserve[4]).toMatchObject({ year: 2030, start: 35_102.42, interest: 351.02, end: 10_019.61 });
    expect(reserve.at(-1)).toMatchObject({ year: 2035, end: 29_681.67 });
  });

  it('takes a year’s own contribution where one is given', () => {
    const reserve = reserveYears(
      { ...terms, contributionByYear: [{ year: 2027, amount: 0 }] },
      years,
      totals,
    );
    expect(reserve.map((year) => year.contribution)).toEqual([
      6000, 0, 6000, 6000, 6000, 6000, 6000, 6000, 6000, 6000,
    ]);
    expect(reserve[1]?.end).toBe(16_588.4);
  });

  it('proposes the smallest level contribution in whole euros that keeps every year at zero or above', () => {
    const level = levelContribution(terms, years, totals);
    expect(level).toBe(4036);
    const at = (amount: number) => reserveYears({ ...terms, yearlyContribution: amount }, years, totals);
    expect(Math.min(...at(level).map((year) => year.end))).toBeGreaterThanOrEqual(0);
    expect(Math.min(...at(level - 1).map((year) => year.end))).toBeLessThan(0);
  });

  it('proposes nothing when the reserve covers every year, and covers a shortfall in the first year', () => {
    expect(levelContribution({ ...terms, reserveAtStart: 60_000 }, years, totals)).toBe(0);
    const early = levelContribution({ reserveAtStart: 0, interestRate: 0 }, [2026], [1000]);
    expect(early).toBe(1000);
  });
});

describe('the legal check (art. 5:126 BW)', () => {
  const reserve = reserveYears(terms, years, totals);
  const check = (changes: Partial<Parameters<typeof legalCheck>[0]> = {}) =>
    legalCheck({
      adoptedOn: '2025-06-12',
      today: '2026-11-29',
      horizon: 10,
      reserve,
      rebuildValue: 2_400_000,
      ...changes,
    });

  it('holds by the plan when it is at most 5 years old, covers 10 years and the reserve stays at zero or above', () => {
    expect(check()).toEqual({
      meetsLaw: true,
      route: 'plan',
      adoptedOn: '2025-06-12',
      ageYears: 1,
      ageOk: true,
      horizon: 10,
      horizonOk: true,
      lowestReserve: { year: 2030, amount: 10_019.61 },
      reserveOk: true,
      contribution: 6000,
      percentageMinimum: 12_000,
      percentageOk: false,
    });
  });

  it('counts the age in whole years, a plan holding until the same day 5 years later', () => {
    expect(wholeYearsBetween('2021-11-29', '2026-11-29')).toBe(5);
    expect(wholeYearsBetween('2021-11-30', '2026-11-29')).toBe(4);
    expect(check({ adoptedOn: '2021-11-29' }).ageOk).toBe(true);
    expect(check({ adoptedOn: '2021-11-28' })).toMatchObject({
      ageYears: 5,
      ageOk: false,
      meetsLaw: false,
      route: null,
    });
  });

  it('fails by the plan when it was never adopted or the reserve goes below zero', () => {
    expect(check({ adoptedOn: null })).toMatchObject({ ageYears: null, ageOk: false, meetsLaw: false });
    const short = reserveYears({ ...terms, yearlyContribution: 1000 }, years, totals);
    expect(check({ reserve: short })).toMatchObject({
      reserveOk: false,
      lowestReserve: { year: 2034, amount: -23_395.44 },
      meetsLaw: false,
    });
  });

  it('holds by the percentage when the contribution is at least 0.5 % of the rebuild value', () => {
    expect(check({ adoptedOn: null, rebuildValue: 1_200_000 })).toMatchObject({
      meetsLaw: true,
      route: 'percentage',
      percentageMinimum: 6000,
      percentageOk: true,
    });
    expect(check({ adoptedOn: null, rebuildValue: null })).toMatchObject({
      percentageMinimum: null,
      percentageOk: false,
    });
  });
});
