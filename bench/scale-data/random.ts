/** A seeded pseudo-random source (mulberry32): the same seed gives the same dataset on every machine. */
export interface Random {
  /** A number in [0, 1). */
  next: () => number;
  /** An integer in [min, max]. */
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (probability: number) => boolean;
}

export const seededRandom = (seed: number): Random => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
  };
};

/**
 * Draws 1..n with Zipf's law (exponent 1): rank 1 is the most frequent. An administrator's portfolio
 * looks like this: a few suppliers do much of the work, most do a little.
 */
export const zipf = (n: number, random: Random): (() => number) => {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let rank = 1; rank <= n; rank += 1) {
    sum += 1 / rank;
    cumulative[rank - 1] = sum;
  }
  return () => {
    const target = random.next() * sum;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((cumulative[middle] ?? 0) < target) low = middle + 1;
      else high = middle;
    }
    return low + 1;
  };
};
