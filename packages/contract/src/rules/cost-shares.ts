/** A unit's cost share: its parts of all the complex's parts. */
export interface CostShare<Id> {
  id: Id;
  parts: number;
}

/**
 * Divides an amount in cents over cost shares by their parts (DOMAIN: breukdelen): each share's exact part rounded
 * to the nearest cent (half away from zero), and what rounding leaves over or takes too much on the largest share
 * (the first of the largest, in the order given), so that the parts add up to the amount exactly. Integers end to
 * end: the exact part is computed in BigInt, so that no amount loses a cent to floating point.
 */
export const divideByShares = <Id>(totalCents: number, shares: readonly CostShare<Id>[]): Map<Id, number> => {
  if (!Number.isSafeInteger(totalCents)) throw new RangeError('An amount is a whole number of cents.');
  if (shares.some((share) => !Number.isSafeInteger(share.parts) || share.parts < 1))
    throw new RangeError('A cost share is a whole number of parts, at least 1.');
  const allParts = BigInt(shares.reduce((sum, share) => sum + share.parts, 0));
  const divided = new Map<Id, number>();
  if (shares.length === 0) return divided;
  const total = BigInt(totalCents);
  let given = 0;
  for (const share of shares) {
    const cents = Number(roundedQuotient(total * BigInt(share.parts), allParts));
    divided.set(share.id, cents);
    given += cents;
  }
  const largest = shares.reduce((best, share) => (share.parts > best.parts ? share : best));
  divided.set(largest.id, (divided.get(largest.id) ?? 0) + totalCents - given);
  return divided;
};

/** a / b rounded to the nearest whole number, a half away from zero (b > 0). */
const roundedQuotient = (a: bigint, b: bigint): bigint => {
  const sign = a < 0n ? -1n : 1n;
  const magnitude = a < 0n ? -a : a;
  return sign * ((2n * magnitude + b) / (2n * b));
};
