import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionCalls } from '@vve/contract/calls/session';
import { apiCall } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/** True while the session is valid: the status '200'; a 401 answer means logged out (spec §7). */
export const getStatus = async (): Promise<boolean> => {
  try {
    return (await apiCall(sessionCalls.status)).status === '200';
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return false;
    throw error;
  }
};

/** An answer a few seconds old is current: the hooks that mount just after the app's prefetch take it up. */
const STATUS_FRESH_MS = 5_000;

export const statusQueryOptions = () =>
  queryOptions({ queryKey: ['session', 'status'], queryFn: getStatus, staleTime: STATUS_FRESH_MS });

export const useStatus = () => useQuery(statusQueryOptions());
