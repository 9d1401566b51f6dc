import type { Boekjaar } from '@vve/contract/calls/finance';

export interface ContributionTotals {
  /** The sum of `totaal` over the lines of the active budgets. */
  total: number;
  /** The sum of `totaalPerMaand` over the same lines. */
  monthly: number;
}

const CENTS = 100;

/** Sums in whole cents, so that 0.1 + 0.2 stays 0.30. */
const sumOfEuros = (amounts: readonly number[]): number =>
  amounts.reduce((sum, amount) => sum + Math.round(amount * CENTS), 0) / CENTS;

/** The user's contribution to a complex: the lines of the budgets whose ids are active (spec §2). */
export const contributionTotals = (
  boekjaren: readonly Boekjaar[],
  activeBudgetIds: readonly number[],
): ContributionTotals => {
  const active = new Set(activeBudgetIds);
  const lines = boekjaren
    .flatMap((boekjaar) => boekjaar.begrotingen)
    .filter((begroting) => active.has(begroting.id))
    .flatMap((begroting) => begroting.regels);
  return {
    total: sumOfEuros(lines.map((line) => line.totaal)),
    monthly: sumOfEuros(lines.map((line) => line.totaalPerMaand)),
  };
};
