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

export const statusQueryOptions = () => queryOptions({ queryKey: ['session', 'status'], queryFn: getStatus });

export const useStatus = () => useQuery(statusQueryOptions());
