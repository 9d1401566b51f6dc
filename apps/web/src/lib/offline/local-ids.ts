import { useSyncExternalStore } from 'react';
import { createStoredRecord } from './stored-record';

/**
 * Ids made on this device for what the server does not have yet (an inspection registered offline, a photo not
 * uploaded yet): above this floor, which the server's serial ids do not reach, and at most PostgreSQL's largest
 * integer (the contract's MAX_ID, not imported: it would bring the schemas into this small module), so that they
 * pass every id check and route as they are. Once sent, each maps to the id the server gave it.
 */
const LOCAL_ID_FLOOR = 2_000_000_000;
const LOCAL_ID_CEILING = 2_147_483_647;

export const isLocalId = (id: number): boolean => id > LOCAL_ID_FLOOR;

/** A local id not given before on this device (random: two tabs may make one at the same moment). */
export const newLocalId = (): number => {
  const [random = 0] = crypto.getRandomValues(new Uint32Array(1));
  return LOCAL_ID_FLOOR + 1 + (random % (LOCAL_ID_CEILING - LOCAL_ID_FLOOR));
};

/**
 * The server's id of each local id sent so far, as JSON in local storage (read at once by the screens); kept after
 * logout, as a later change of the same person may still name a local id.
 */
const serverIds = createStoredRecord<number>('vve.serverIds');
const listeners = new Set<() => void>();

const mapped = (id: number, text: string): number | undefined => {
  if (!isLocalId(id)) return id;
  const serverId = serverIds.parse(text)[id];
  return typeof serverId === 'number' ? serverId : undefined;
};

/** The server's id for an id: itself for a server's id, the mapped one for a local id sent, else undefined. */
export const serverIdOf = (id: number): number | undefined => mapped(id, serverIds.readText());

/** Remembers the server's id of a local id once the server has made it. */
export const rememberServerId = (localId: number, serverId: number): void => {
  // With storage blocked, a later change naming this local id is refused, with the reason, for the user to see.
  serverIds.set(localId, serverId);
  listeners.forEach((listener) => {
    listener();
  });
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The server's id for an id, re-rendered when a local one has been sent. */
export const useServerIdOf = (id: number): number | undefined =>
  mapped(id, useSyncExternalStore(subscribe, serverIds.readText));
