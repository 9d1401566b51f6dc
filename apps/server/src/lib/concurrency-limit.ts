/**
 * Runs at most `limit` jobs at once; the others wait their turn in order. A finished job hands its
 * place straight to the next, so that no newcomer slips in between.
 */
export const concurrencyLimit = (limit: number) => {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(job: () => Promise<T>): Promise<T> => {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await job();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
};
