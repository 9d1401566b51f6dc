import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportsCalls, type Report } from '@vve/contract/calls/reports';
import { apiCall } from '../../../lib/api-client';
import { REPORT_LISTS_KEY } from './report-lists';

export const getPersonalReports = (): Promise<Report[]> => apiCall(reportsCalls.personalReports);

export const personalReportsQueryOptions = () =>
  queryOptions({ queryKey: [...REPORT_LISTS_KEY, 'personal'], queryFn: getPersonalReports });

/** The user's own recent requests (spec §2). */
export const usePersonalReports = (enabled = true) => useQuery({ ...personalReportsQueryOptions(), enabled });
