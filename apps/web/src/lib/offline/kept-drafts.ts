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
};
