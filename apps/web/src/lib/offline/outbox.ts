import { database } from './offline-database';
import type { QueuedChange } from './queued-change';

/** A new change before the outbox gives it its place in the order. */
export type NewChange<Payload> = Omit<QueuedChange<Payload>, 'seq' | 'files' | 'done' | 'refusal' | 'round'>;

/** A file to keep with a new change. */
export interface NewFile {
  blob: Blob;
  name: string;
}

/**
 * The changes made on this device that the server does not have yet, and their files, in IndexedDB: they survive
 * a reload, a closed tab and a restarted phone. Each person's are apart; a change and its files are written and
 * removed in one transaction, so that neither is ever left without the other.
 */
export const outbox = {
  /** A person's changes, in the order they are to be sent. */
  list: async (owner: string): Promise<QueuedChange[]> => {
    const changes = await (await database()).getAllFromIndex('changes', 'owner', owner);
    return changes.sort((a, b) => a.seq - b.seq);
  },

  /**
   * Keeps a new change after every other, with its new files and the files kept before (`keepFile`) that go with
   * it too; answers it as kept.
   */
  add: async <Payload>(
    change: NewChange<Payload>,
    files: readonly NewFile[],
    keptFiles: readonly string[] = [],
  ): Promise<QueuedChange<Payload>> => {
    // Read before the transaction: one that waits for anything but its own requests commits early.
    const contents = await Promise.all(files.map((file) => file.blob.arrayBuffer()));
    const tx = (await database()).transaction(['changes', 'files'], 'readwrite');
    const changes = tx.objectStore('changes');
    const seq = Math.max(Date.now(), ...(await changes.getAll()).map((kept) => kept.seq + 1));
    const fileKeys = files.map((_, index) => `${change.key}:file-${index}`);
    const kept: QueuedChange<Payload> = {
      ...change,
      seq,
      files: [...keptFiles, ...fileKeys],
      done: {},
      refusal: null,
      round: 0,
    };
    await Promise.all([
      changes.add(kept),
      ...files.map(({ blob, name }, index) =>
        tx.objectStore('files').add({
          key: fileKeys[index] ?? '',
          owner: change.owner,
          bytes: contents[index] ?? new ArrayBuffer(0),
          type: blob.type,
          name,
        }),
      ),
      tx.done,
    ]);
    return kept;
  },

  /** Changes what is known of a change (a step done, a refusal); a change no longer kept stays gone. */
  update: async (
    key: string,
    change: Partial<Pick<QueuedChange, 'done' | 'refusal' | 'round'>>,
  ): Promise<void> => {
    const tx = (await database()).transaction('changes', 'readwrite');
    const kept = await tx.store.get(key);
    if (kept) await tx.store.put({ ...kept, ...change });
    await tx.done;
  },

  /**
   * Keeps a file before a change takes it (a photo taken for an inspection not saved yet), under a key of the
   * caller's.
   */
  keepFile: async (owner: string, key: string, { blob, name }: NewFile): Promise<void> => {
    const bytes = await blob.arrayBuffer();
    await (await database()).put('files', { key, owner, bytes, type: blob.type, name });
  },

  /** Forgets a change (sent, or removed by the user), and its files that no other change takes. */
  remove: async (key: string): Promise<void> => {
    const tx = (await database()).transaction(['changes', 'files'], 'readwrite');
    const changes = tx.objectStore('changes');
    const kept = await changes.get(key);
    const others = (await changes.getAll()).filter((change) => change.key !== key);
    const stillTaken = new Set(others.flatMap((change) => change.files));
    await Promise.all([
      changes.delete(key),
      ...(kept?.files ?? [])
        .filter((fileKey) => !stillTaken.has(fileKey))
        .map((fileKey) => tx.objectStore('files').delete(fileKey)),
      tx.done,
    ]);
  },

  /** Forgets these files unless a change takes them (the photos of a draft left without saving). */
  removeUntakenFiles: async (fileKeys: readonly string[]): Promise<void> => {
    const tx = (await database()).transaction(['changes', 'files'], 'readwrite');
    const taken = new Set((await tx.objectStore('changes').getAll()).flatMap((change) => change.files));
    await Promise.all([
      ...fileKeys
        .filter((fileKey) => !taken.has(fileKey))
        .map((fileKey) => tx.objectStore('files').delete(fileKey)),
      tx.done,
    ]);
  },

  /** A file kept with a change. */
  file: async (key: string): Promise<NewFile | undefined> => {
    const kept = await (await database()).get('files', key);
    return kept && { blob: new Blob([kept.bytes], { type: kept.type }), name: kept.name };
  },
};
