import { describe, expect, it } from 'vitest';
import { contributionTotals } from './contribution-totals';

const boekjaren = [
  {
    begrotingen: [
      {
        id: 4,
        regels: [
          { totaal: 1380, totaalPerMaand: 115 },
          { totaal: 840.1, totaalPerMaand: 70.01 },
        ],
      },
      { id: 5, regels: [{ totaal: 99, totaalPerMaand: 8.25 }] },
    ],
  },
  { begrotingen: [{ id: 2, regels: [{ totaal: 1000, totaalPerMaand: 83.33 }] }] },
];

describe('contributionTotals', () => {
  it('sums the lines of the active budgets only', () => {
    expect(contributionTotals(boekjaren, [4])).toEqual({ total: 2220.1, monthly: 185.01 });
    expect(contributionTotals(boekjaren, [4, 2])).toEqual({ total: 3220.1, monthly: 268.34 });
  });

  it('sums in cents', () => {
    const tenths = [
      {
        begrotingen: [
          {
            id: 1,
            regels: [
              { totaal: 0.1, totaalPerMaand: 0.2 },
              { totaal: 0.2, totaalPerMaand: 0.1 },
            ],
          },
        ],
      },
    ];
    expect(contributionTotals(tenths, [1])).toEqual({ total: 0.3, monthly: 0.3 });
  });

  it('is zero without active budgets or years', () => {
    expect(contributionTotals(boekjaren, [])).toEqual({ total: 0, monthly: 0 });
    expect(contributionTotals([], [4])).toEqual({ total: 0, monthly: 0 });
  });
});
