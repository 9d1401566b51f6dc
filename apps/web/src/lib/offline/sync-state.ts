import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { createStoredValue } from '../stored-value';
import type { QueuedChange } from './queued-change';

/**
 * The logged-in person's id, as the session status last said it: the changes waiting to be sent are kept under it,
 * so that they are shown and sent for that person only. Kept in local storage so that an app started offline knows
 * whose changes to show; forgotten when the session ends. (Here, beside the queue's state, to keep the first load
 * one file smaller.)
 */
export const offlineOwner = createStoredValue('localStorage', 'vve.offlineOwner', z.string().regex(/^\d+$/));

/** Where sending the queued changes stands. */
export type SyncPhase =
  | { name: 'idle' }
  | { name: 'syncing'; done: number; total: number }
  /** The last run stopped: no connection, or the server failing for a while; it is tried again by itself. */
  | { name: 'failed'; reason: 'network' | 'server' | 'session' };

export interface SyncState {
  /** The logged-in person's changes not sent yet, in sending order (refused ones included). */
  changes: readonly QueuedChange[];
  phase: SyncPhase;
}

let state: SyncState = { changes: [], phase: { name: 'idle' } };
const listeners = new Set<() => void>();

/**
 * The state of the offline queue, kept small and in the first load so that every header can show it; the queue
 * itself (IndexedDB and the sending) loads after the first screen and writes here.
 */
export const syncState = {
  get: (): SyncState => state,
  set: (change: Partial<SyncState>): void => {
    state = { ...state, ...change };
    listeners.forEach((listener) => {
      listener();
    });
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useSyncState = (): SyncState => useSyncExternalStore(syncState.subscribe, syncState.get);

/** The queued changes of one kind, for the lists that show them as 'Waiting to be sent'. */
export const useQueuedChanges = <Payload>(kind: string): QueuedChange<Payload>[] =>
  useSyncState().changes.filter((change): change is QueuedChange<Payload> => change.kind === kind);
