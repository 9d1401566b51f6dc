import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionCalls } from '@vve/contract/calls/session';
import { apiCall } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { offlineOwner } from '../../../lib/offline/sync-state';

/**
 * True while the session is valid: the status '200'; a 401 answer means logged out (spec §7). The person it names
 * becomes the owner of the changes this device queues; without a session there is none.
 */
export const getStatus = async (): Promise<boolean> => {
  try {
    const answer = await apiCall(sessionCalls.status);
    const valid = answer.status === '200';
    offlineOwner.write(valid && answer.user !== undefined ? String(answer.user) : undefined);
    return valid;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      offlineOwner.write(undefined);
      return false;
    }
    throw error;
  }
};

/** An answer a few seconds old is current: the hooks that mount just after the app's prefetch take it up. */
const STATUS_FRESH_MS = 5_000;

export const statusQueryOptions = () =>
  queryOptions({ queryKey: ['session', 'status'], queryFn: getStatus, staleTime: STATUS_FRESH_MS });

export const useStatus = () => useQuery(statusQueryOptions());
