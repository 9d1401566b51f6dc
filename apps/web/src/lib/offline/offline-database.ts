import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueuedChange, QueuedFile } from './queued-change';

/** A draft kept on the device: a feature's own data (validated when read), under the person and the record's id. */
export interface KeptDraft {
  /** `${owner}:${id}` */
  key: string;
  owner: string;
  value: unknown;
}

interface OfflineSchema extends DBSchema {
  changes: { key: string; value: QueuedChange; indexes: { owner: string } };
  files: { key: string; value: QueuedFile; indexes: { owner: string } };
  drafts: { key: string; value: KeptDraft; indexes: { owner: string } };
}

const DATABASE_NAME = 'vve-offline';

let opened: Promise<IDBPDatabase<OfflineSchema>> | undefined;

/** The device's database of work not on the server yet: queued changes, their files, and unsaved drafts. */
export const database = (): Promise<IDBPDatabase<OfflineSchema>> =>
  (opened ??= openDB<OfflineSchema>(DATABASE_NAME, 2, {
    upgrade: (db, oldVersion) => {
      if (oldVersion < 1) {
        db.createObjectStore('changes', { keyPath: 'key' }).createIndex('owner', 'owner');
        db.createObjectStore('files', { keyPath: 'key' }).createIndex('owner', 'owner');
      }
      db.createObjectStore('drafts', { keyPath: 'key' }).createIndex('owner', 'owner');
    },
  }));

/** Closes the database (between tests). */
export const closeOfflineDatabase = async (): Promise<void> => {
  const current = opened;
  opened = undefined;
  if (current) (await current).close();
};
