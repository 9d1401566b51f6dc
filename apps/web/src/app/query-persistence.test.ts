import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { statusQueryOptions } from '../features/session/api/get-status';
import { PERSIST_MAX_AGE_MS, persistQueries, restorePersistedQueries } from './query-persistence';

const STORAGE_KEY = 'vve.queries';
const statusKey = statusQueryOptions().queryKey;

/** Saves the client's answers as the page does when it is left. */
const saveNow = (queryClient: QueryClient) => {
  const stop = persistQueries(queryClient);
  window.dispatchEvent(new Event('pagehide'));
  stop();
};

const loggedInClient = () => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(statusKey, true);
  queryClient.setQueryData(['session', 'app-type'], 'request-app');
  queryClient.setQueryData(['reports', 'recent'], [{ id: 1, nr: '1' }]);
  return queryClient;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('query persistence', () => {
  it('restores the saved answers, as outdated, without the session status', () => {
    saveNow(loggedInClient());

    const restored = new QueryClient();
    restorePersistedQueries(restored);
    expect(restored.getQueryData(['reports', 'recent'])).toEqual([{ id: 1, nr: '1' }]);
    expect(restored.getQueryData(['session', 'app-type'])).toBe('request-app');
    expect(restored.getQueryState(['reports', 'recent'])?.isInvalidated).toBe(true);
    expect(restored.getQueryData(statusKey)).toBeUndefined();
  });

  it('saves a second after the answers change', () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const stop = persistQueries(queryClient);
    queryClient.setQueryData(['details'], { complexes: [] });
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    vi.advanceTimersByTime(1000);
    expect(localStorage.getItem(STORAGE_KEY)).toContain('complexes');
    stop();
  });

  it('drops saved answers older than the maximum age', () => {
    vi.useFakeTimers();
    saveNow(loggedInClient());
    vi.advanceTimersByTime(PERSIST_MAX_AGE_MS + 1);

    const restored = new QueryClient();
    restorePersistedQueries(restored);
    expect(restored.getQueryData(['reports', 'recent'])).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('drops answers saved by another version of the app', () => {
    saveNow(loggedInClient());
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...saved, buster: 'an older build' }));

    const restored = new QueryClient();
    restorePersistedQueries(restored);
    expect(restored.getQueryData(['reports', 'recent'])).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('ignores unreadable saved answers', () => {
    localStorage.setItem(STORAGE_KEY, '{not json');
    expect(() => {
      restorePersistedQueries(new QueryClient());
    }).not.toThrow();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('forgets everything, saved and in memory, when the session turns out to have ended', async () => {
    const queryClient = loggedInClient();
    saveNow(queryClient);
    const stop = persistQueries(queryClient);

    queryClient.setQueryData(statusKey, false);
    await Promise.resolve();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(queryClient.getQueryData(['reports', 'recent'])).toBeUndefined();
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    stop();
  });

  it('keeps nothing when storage is full', () => {
    const kept = new Map([[STORAGE_KEY, 'an older save']]);
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
      removeItem: (key: string) => kept.delete(key),
    });
    expect(() => {
      saveNow(loggedInClient());
    }).not.toThrow();
    expect(kept.has(STORAGE_KEY)).toBe(false);
  });
});
