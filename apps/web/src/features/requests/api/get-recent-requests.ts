import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportsCalls, type Report } from '@vve/contract/calls/requests';
import { apiCall } from '../../../lib/api-client';
import { REPORT_LISTS_KEY } from './request-lists';

export const getRecentRequests = (): Promise<Report[]> => apiCall(reportsCalls.recentReports);

export const recentRequestsQueryOptions = () =>
  queryOptions({ queryKey: [...REPORT_LISTS_KEY, 'recent'], queryFn: getRecentRequests });

/** The recent requests of the user's complexes (spec §2). */
export const useRecentRequests = (enabled = true) => useQuery({ ...recentRequestsQueryOptions(), enabled });
