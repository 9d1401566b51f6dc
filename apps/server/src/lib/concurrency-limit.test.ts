import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit';

describe('concurrencyLimit', () => {
  it('runs at most the limit at once, the rest in order, and passes on answers and errors', async () => {
    const run = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const job = (n: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      order.push(n);
      if (n === 3) throw new Error('three');
      return n * 10;
    };
    const answers = await Promise.allSettled([1, 2, 3, 4, 5, 6].map((n) => run(job(n))));
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5, 6]);
    expect(answers.map((answer) => (answer.status === 'fulfilled' ? answer.value : 'failed'))).toEqual([
      10,
      20,
      'failed',
      40,
      50,
      60,
    ]);
    // A newcomer after all that starts at once.
    expect(await run(() => Promise.resolve('now'))).toBe('now');
  });
});
