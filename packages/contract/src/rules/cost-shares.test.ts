import { describe, expect, it } from 'vitest';
import { divideByShares } from './cost-shares';

const divide = (total: number, parts: number[]) => [
  ...divideByShares(
    total,
    parts.map((count, index) => ({ id: index, parts: count })),
  ).values(),
];

describe('dividing an amount by cost shares', () => {
  it('gives each share its parts of the amount', () => {
    // Het Anker's three units: 1,250, 1,720 and 1,410 parts of 4,380; a budget of € 43,800.00.
    expect(divide(4_380_000, [1250, 1720, 1410])).toEqual([1_250_000, 1_720_000, 1_410_000]);
  });

  it('rounds each part to the cent and puts what rounding leaves on the largest share', () => {
    // € 1.00 over three equal shares: 33 cents each, and the cent left over on the first of the largest.
    expect(divide(100, [1, 1, 1])).toEqual([34, 33, 33]);
    // 2/3 of 100 cents is 66.67: 67; 1/3 is 33.33: 33; together exactly 100.
    expect(divide(100, [1, 2])).toEqual([33, 67]);
    // Rounding up everywhere takes a cent too many, which the largest share gives back.
    expect(divide(5, [1, 1, 2])).toEqual([1, 1, 3]);
    expect(divide(7, [3, 3, 3, 1])).toEqual([2, 2, 2, 1]);
  });

  it('always adds up to the amount, also for large amounts and shares', () => {
    const parts = Array.from({ length: 997 }, (_, index) => 1 + ((index * 7919) % 1_000_000));
    for (const total of [0, 1, 999, 123_456_789, 9_000_000_000_000]) {
      const divided = divide(total, parts);
      expect(divided.reduce((sum, cents) => sum + cents, 0)).toBe(total);
      expect(divided.every((cents) => Number.isSafeInteger(cents) && cents >= 0)).toBe(true);
    }
  });

  it('divides a credit the same way', () => {
    expect(divide(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
  });

  it('refuses what is no amount or no share', () => {
    expect(() => divide(1.5, [1])).toThrow(RangeError);
    expect(() => divide(100, [0, 1])).toThrow(RangeError);
    expect(divide(100, [])).toEqual([]);
  });
});
