import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportsCalls, type Report } from '@vve/contract/calls/requests';
import { apiCall } from '../../../lib/api-client';
import { REPORT_LISTS_KEY } from './request-lists';

export const getPersonalRequests = (): Promise<Report[]> => apiCall(reportsCalls.personalReports);

export const personalRequestsQueryOptions = () =>
  queryOptions({ queryKey: [...REPORT_LISTS_KEY, 'personal'], queryFn: getPersonalRequests });

/** The user's own recent requests (spec §2). */
export const usePersonalRequests = (enabled = true) =>
  useQuery({ ...personalRequestsQueryOptions(), enabled });
