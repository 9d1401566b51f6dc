import { setImmediate as nextTurn } from 'node:timers/promises';

/** How many items a long loop handles before other calls have their turn: a few milliseconds' work. */
const ITEMS_PER_TURN = 1000;

/**
 * Calls `step` for each item, letting the event loop serve other calls after every ITEMS_PER_TURN items: a loop
 * over an import's 20,000 rows would otherwise keep everyone else waiting for its whole length (issue 29).
 */
export const inTurns = async <T>(items: Iterable<T>, step: (item: T) => void): Promise<void> => {
  let count = 0;
  for (const item of items) {
    step(item);
    count += 1;
    if (count % ITEMS_PER_TURN === 0) await nextTurn();
  }
};
