import { database } from './offline-database';

const draftKey = (owner: string, id: number) => `${owner}:${id}`;

/**
 * Unsaved drafts on this device (an inspection being edited), one record each, so that a reload, a closed tab or
 * a restarted phone loses none of them; each person's apart. The feature validates what it reads back.
 */
export const keptDrafts = {
  read: async (owner: string, id: number): Promise<unknown> =>
    (await (await database()).get('drafts', draftKey(owner, id)))?.value,

  write: async (owner: string, id: number, value: unknown): Promise<void> => {
    await (await database()).put('drafts', { key: draftKey(owner, id), owner, value });
  },

  remove: async (owner: string, id: number): Promise<void> => {
    await (await database()).delete('drafts', draftKey(owner, id));
  },

  /** Every draft of a person. */
  all: async (owner: string): Promise<unknown[]> =>
    (await (await database()).getAllFromIndex('drafts', 'owner', owner)).map((kept) => kept.value),

  /** Forgets every draft of a person (at logout). */
  clear: async (owner: string): Promise<void> => {
    const tx = (await database()).transaction('drafts', 'readwrite');
    const keys = await tx.store.index('owner').getAllKeys(owner);
    await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done]);
  },
};
