import type { FetchStatus } from '@tanstack/react-query';

/** What QueryView reads of a query: a TanStack query's result, or several combined (`combineQueries`). */
export interface QueryState<T> {
  data: T | undefined;
  /** The last call's failure; null while there is none. */
  error: Error | null;
  isFetching: boolean;
  fetchStatus: FetchStatus;
  refetch: () => unknown;
}

/**
 * Several queries as one, for a view that needs all of them: `data` as the caller makes it from theirs (undefined
 * until it can be made), the first failure, fetching while any fetches, waiting while any waits for the network;
 * trying again calls again those that failed.
 */
export const combineQueries = <T>(
  queries: readonly QueryState<unknown>[],
  data: T | undefined,
): QueryState<T> => {
  const failed = queries.filter((query) => query.error !== null);
  const isFetching = queries.some((query) => query.isFetching);
  return {
    data,
    error: failed[0]?.error ?? null,
    isFetching,
    fetchStatus: queries.some((query) => query.fetchStatus === 'paused')
      ? 'paused'
      : isFetching
        ? 'fetching'
        : 'idle',
    refetch: () => {
      for (const query of failed) void query.refetch();
    },
  };
};
