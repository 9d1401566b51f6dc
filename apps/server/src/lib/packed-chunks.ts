import { deserialize, serialize } from 'node:v8';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** How many items a chunk holds: a few milliseconds to unpack. */
const ITEMS_PER_CHUNK = 1000;

/**
 * Items packed in chunks (V8's serialization, as a worker thread's message carries them), so that the receiver
 * can unpack them a chunk at a time: unpacking an import's 20,000 rows in one go (as a message of them would be)
 * keeps the event loop from other calls for up to 150 ms.
 */
export const packInChunks = (items: readonly unknown[]): Uint8Array[] =>
  Array.from({ length: Math.ceil(items.length / ITEMS_PER_CHUNK) }, (_, at) =>
    serialize(items.slice(at * ITEMS_PER_CHUNK, (at + 1) * ITEMS_PER_CHUNK)),
  );

/** The items of packInChunks, unpacked a chunk per turn of the event loop. */
export const unpackInTurns = async <T>(chunks: readonly Uint8Array[]): Promise<T[]> => {
  const items: T[] = [];
  for (const chunk of chunks) {
    for (const item of deserialize(chunk) as T[]) items.push(item);
    await nextTurn();
  }
  return items;
};
