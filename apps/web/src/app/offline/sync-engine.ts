import type { QueryClient } from '@tanstack/react-query';
import { outbox } from '../../lib/offline/outbox';
import { syncControl } from '../../lib/offline/sync-control';
import { runQueue } from '../../lib/offline/sync-runner';
import { syncState } from '../../lib/offline/sync-state';
import { changeKinds } from './change-kinds';

/** The first wait before sending again after a run stopped; it doubles up to the longest. */
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 5 * 60_000;

const senders = Object.fromEntries(
  Object.entries(changeKinds).flatMap(([kind, known]) => (known ? [[kind, known.send]] : [])),
);

/**
 * Sends a person's queued changes: at once, when the connection returns, when asked ('Sync now', a new change),
 * and after a stop again and again with a growing wait (5 s up to 5 minutes). One run at a time; a run asked for
 * meanwhile follows it. Answers the function that stops it (at logout, or another person logging in).
 */
export const startSyncEngine = (owner: string, queryClient: QueryClient): (() => void) => {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  // Read through functions: a run in between may change them, which the narrowing of the compiler cannot see.
  const isStopped = () => stopped;
  const wanted = () => again;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const refresh = async () => {
    const changes = await outbox.list(owner);
    if (!stopped) syncState.set({ changes });
  };

  const once = async () => {
    clearTimeout(retryTimer);
    const outcome = await runQueue(owner, senders, (done, total) => {
      if (!stopped) syncState.set({ phase: { name: 'syncing', done, total } });
    });
    await refresh();
    await Promise.all([
      ...outcome.sent.flatMap((sent) => changeKinds[sent.change.kind]?.sent(queryClient, sent) ?? []),
      ...outcome.refused.flatMap((change) => changeKinds[change.kind]?.refused?.(change) ?? []),
    ]);
    if (stopped) return;
    if (outcome.stopped === null) {
      retryMs = FIRST_RETRY_MS;
      syncState.set({ phase: { name: 'idle' } });
      return;
    }
    syncState.set({ phase: { name: 'failed', reason: outcome.stopped } });
    if (outcome.stopped !== 'session') {
      retryTimer = setTimeout(() => void run(), retryMs);
      retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
    }
  };

  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await once();
        } while (wanted() && !isStopped());
      } catch (error) {
        console.error('The queued changes could not be read from this device.', error);
        syncState.set({ phase: { name: 'failed', reason: 'network' } });
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const online = () => void run();
  window.addEventListener('online', online);
  syncControl.attach({ run, refresh });
  void refresh().then(run);

  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    window.removeEventListener('online', online);
    syncControl.detach();
    syncState.set({ changes: [], phase: { name: 'idle' } });
  };
};
