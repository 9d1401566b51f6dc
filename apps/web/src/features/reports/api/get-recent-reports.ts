import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportsCalls, type Report } from '@vve/contract/calls/reports';
import { apiCall } from '../../../lib/api-client';
import { REPORT_LISTS_KEY } from './report-lists';

export const getRecentReports = (): Promise<Report[]> => apiCall(reportsCalls.recentReports);

export const recentReportsQueryOptions = () =>
  queryOptions({ queryKey: [...REPORT_LISTS_KEY, 'recent'], queryFn: getRecentReports });

/** The recent requests of the user's complexes (spec §2). */
export const useRecentReports = (enabled = true) => useQuery({ ...recentReportsQueryOptions(), enabled });
