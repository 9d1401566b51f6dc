import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionCalls } from '@vve/contract/calls/session';
import { apiCall } from '../../../lib/api-client';

export const getAppType = async (): Promise<string> => (await apiCall(sessionCalls.appType)).appType;

export const appTypeQueryOptions = () =>
  queryOptions({ queryKey: ['session', 'app-type'], queryFn: getAppType, staleTime: Infinity });

/** The app type, loaded once logged in. */
export const useAppType = (enabled: boolean) => useQuery({ ...appTypeQueryOptions(), enabled });
