import { dehydrate, hashKey, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { statusQueryOptions } from '../features/session/api/get-status';

const STORAGE_KEY = 'vve.queries';
/** How long saved answers may be shown when the app starts offline; the query client keeps answers as long. */
export const PERSIST_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Saves at most once a second, however busy the cache is. */
const SAVE_DELAY_MS = 1000;
/**
 * Changes with every build: the built module's URL carries its content hash, so that a new version of the app
 * never shows answers saved by an older one.
 */
const BUSTER = import.meta.url;

const Saved = z.object({
  buster: z.string(),
  savedAt: z.number(),
  state: z.object({ queries: z.array(z.unknown()), mutations: z.array(z.unknown()) }),
});

const statusHash = () => hashKey(statusQueryOptions().queryKey);

/** Forgets the saved answers (at logout, and when the session turns out to have ended). */
export const clearPersistedQueries = (): void => {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage blocked by the browser: nothing was kept
  }
};

const readSaved = (): DehydratedState | undefined => {
  try {
    const saved = Saved.safeParse(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null')).data;
    if (saved?.buster === BUSTER && Date.now() - saved.savedAt <= PERSIST_MAX_AGE_MS) {
      return saved.state as DehydratedState;
    }
  } catch {
    // unreadable or blocked: start without saved answers
  }
  clearPersistedQueries();
  return undefined;
};

/**
 * Puts the answers saved at the last visit into a new query client, before anything renders, so that the app
 * can start offline with the last-seen lists. They count as outdated: each is loaded again where it is used
 * online, the session's app type and roles included.
 */
export const restorePersistedQueries = (queryClient: QueryClient): void => {
  const state = readSaved();
  if (!state) return;
  hydrate(queryClient, state);
  void queryClient.invalidateQueries({ refetchType: 'none' });
};

/**
 * The logged-in user's answers, without the session status itself, which must always be asked afresh.
 * A session that has ended keeps nothing, so that the next user of a shared device sees none of it.
 */
const save = (queryClient: QueryClient): void => {
  if (queryClient.getQueryData(statusQueryOptions().queryKey) === false) {
    clearPersistedQueries();
    return;
  }
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && query.queryHash !== statusHash(),
    shouldDehydrateMutation: () => false,
  });
  if (state.queries.length === 0) {
    clearPersistedQueries();
    return;
  }
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ buster: BUSTER, savedAt: Date.now(), state }));
  } catch {
    clearPersistedQueries(); // full or blocked: better nothing than a part
  }
};

/**
 * Keeps the query client's answers in local storage while the app runs; returns the function that stops it.
 * When the session status turns false (logout, or a session that ended), every other answer is dropped.
 */
export const persistQueries = (queryClient: QueryClient): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const saveNow = () => {
    clearTimeout(timer);
    timer = undefined;
    save(queryClient);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    const answeredLoggedOut =
      event.type === 'updated' &&
      event.action.type === 'success' &&
      event.query.queryHash === statusHash() &&
      event.query.state.data === false;
    if (answeredLoggedOut) {
      // The session has ended: nothing of it stays, in memory or saved.
      queueMicrotask(() => {
        queryClient.removeQueries({ predicate: (query) => query.queryHash !== statusHash() });
        clearPersistedQueries();
      });
      return;
    }
    timer ??= setTimeout(saveNow, SAVE_DELAY_MS);
  });
  window.addEventListener('pagehide', saveNow);
  return () => {
    clearTimeout(timer);
    unsubscribe();
    window.removeEventListener('pagehide', saveNow);
  };
};
