import { describe, expect, it } from 'vitest';
import { instalments, monthlyInstalment, payerItemAmounts } from './budget';

describe('monthly instalments', () => {
  it('are a twelfth rounded to the cent, December taking what is left', () => {
    expect(monthlyInstalment(138_000)).toBe(11_500);
    // 1,000.00 / 12 = 83.333…: eleven of 83.33 and December 83.37.
    expect(instalments(100_000)).toEqual([...Array<number>(11).fill(8333), 8337]);
    // 100.06 / 12 = 8.338…: eleven of 8.34 and December 8.32.
    expect(instalments(10_006)).toEqual([...Array<number>(11).fill(834), 832]);
    expect(instalments(0)).toEqual(Array<number>(12).fill(0));
  });

  it('always add up to the year', () => {
    for (const yearly of [1, 5, 11, 12, 13, 99_999, 123_457, 1_000_000_000]) {
      expect(instalments(yearly).reduce((sum, cents) => sum + cents, 0)).toBe(yearly);
    }
  });
});

describe('payers’ item amounts', () => {
  const units = [
    { id: 1, parts: 1250, payer: 'Anna' },
    { id: 2, parts: 1720, payer: 'Bram' },
    { id: 3, parts: 1410, payer: 'Anna' },
  ];

  it("divides every item by the cost shares and adds up a payer's units", () => {
    const amounts = payerItemAmounts([438_000, 100], units);
    // 438,000 × 1250/4380 = 125,000; × 1720/4380 = 172,000; × 1410/4380 = 141,000.
    // 100 cents: 28.54 → 29, 39.27 → 39, 32.19 → 32; the largest share takes the difference of 0.
    expect(amounts.get('Anna')).toEqual([266_000, 61]);
    expect(amounts.get('Bram')).toEqual([172_000, 39]);
  });

  it('charges every cent of every item', () => {
    const items = [1, 2, 3, 999_999, 483_552];
    const amounts = [...payerItemAmounts(items, units).values()];
    items.forEach((cents, item) => {
      expect(amounts.reduce((sum, payer) => sum + (payer[item] ?? 0), 0)).toBe(cents);
    });
  });
});
