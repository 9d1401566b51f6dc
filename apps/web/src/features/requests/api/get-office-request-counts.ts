import { queryOptions, useQuery } from '@tanstack/react-query';
import { officeCalls, type OfficeRequestCounts } from '@vve/contract/calls/office';
import { apiCall } from '../../../lib/api-client';
import { LIVE_REFRESH_MS } from '../../../lib/live-refresh';
import { officeRequestKeys } from './office-request-keys';

export const getOfficeRequestCounts = (): Promise<OfficeRequestCounts> =>
  apiCall(officeCalls.officeRequestCounts);

export const officeRequestCountsQueryOptions = () =>
  queryOptions({ queryKey: officeRequestKeys.counts(), queryFn: getOfficeRequestCounts });

/** The navigation's counters: requests per status, and those waiting for me, kept current as the bell is. */
export const useOfficeRequestCounts = () =>
  useQuery({ ...officeRequestCountsQueryOptions(), refetchInterval: LIVE_REFRESH_MS });
