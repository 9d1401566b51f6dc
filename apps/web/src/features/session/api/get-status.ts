import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionCalls, type SessionStatus } from '@vve/contract/calls/session';
import { apiCall } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { offlineOwner } from '../../../lib/offline/sync-state';

/**
 * Whether a status answer is a valid session (the status '200'); the person it names becomes the owner of the
 * changes this device queues, and without a session there is none. Every answer that says the session's state
 * (the status, a login, a chosen password) goes through here.
 */
export const takeSessionStatus = (answer: SessionStatus): boolean => {
  const valid = answer.status === '200';
  offlineOwner.write(valid && answer.user !== undefined ? String(answer.user) : undefined);
  return valid;
};

/** True while the session is valid; a 401 answer means logged out (spec §7). */
export const getStatus = async (): Promise<boolean> => {
  try {
    return takeSessionStatus(await apiCall(sessionCalls.status));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return takeSessionStatus({ status: '401' });
    throw error;
  }
};

/** An answer a few seconds old is current: the hooks that mount just after the app's prefetch take it up. */
const STATUS_FRESH_MS = 5_000;

export const statusQueryOptions = () =>
  queryOptions({ queryKey: ['session', 'status'], queryFn: getStatus, staleTime: STATUS_FRESH_MS });

export const useStatus = () => useQuery(statusQueryOptions());
