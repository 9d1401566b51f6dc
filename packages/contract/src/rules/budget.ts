import { divideByShares, type CostShare } from './cost-shares';

/** The months a year's contribution is paid in. */
export const INSTALMENTS = 12;

/**
 * The monthly instalment of a year's amount in cents: a twelfth, rounded to the nearest cent (a half away from
 * zero). The twelve instalments of a year are this amount eleven times and, in December, what is left of the
 * year (`instalments`), so that a year is paid to the cent.
 */
export const monthlyInstalment = (yearlyCents: number): number =>
  Math.sign(yearlyCents) * Math.round(Math.abs(yearlyCents) / INSTALMENTS);

/** The twelve instalments of a year's amount: the monthly instalment, and December takes the rest. */
export const instalments = (yearlyCents: number): number[] => {
  const monthly = monthlyInstalment(yearlyCents);
  return [...Array<number>(INSTALMENTS - 1).fill(monthly), yearlyCents - monthly * (INSTALMENTS - 1)];
};

/**
 * Each payer's yearly amount per budget item: every item divided over the units by their cost shares
 * (divideByShares: to the cent, the rounding difference on the largest share), then a payer's units added up.
 * Answers, per payer, the cents of every item in the items' order.
 */
export const payerItemAmounts = <Payer>(
  itemCents: readonly number[],
  units: readonly (CostShare<number> & { payer: Payer })[],
): Map<Payer, number[]> => {
  const byPayer = new Map<Payer, number[]>();
  itemCents.forEach((cents, item) => {
    const divided = divideByShares(cents, units);
    for (const unit of units) {
      const amounts = byPayer.get(unit.payer) ?? Array<number>(itemCents.length).fill(0);
      amounts[item] = (amounts[item] ?? 0) + (divided.get(unit.id) ?? 0);
      byPayer.set(unit.payer, amounts);
    }
  });
  return byPayer;
};
