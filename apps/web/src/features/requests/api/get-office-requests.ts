import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { officeCalls, type OfficeRequestRow } from '@vve/contract/calls/office';
import { apiCall } from '../../../lib/api-client';
import { LIVE_REFRESH_MS } from '../../../lib/live-refresh';
import { officeRequestKeys, type InboxQuery } from './office-request-keys';

export const getOfficeRequests = (query: InboxQuery): Promise<OfficeRequestRow[]> =>
  apiCall(officeCalls.officeRequests, { query });

export const officeRequestsQueryOptions = (query: InboxQuery) =>
  queryOptions({ queryKey: officeRequestKeys.inbox(query), queryFn: () => getOfficeRequests(query) });

/**
 * One page of the inbox, filtered by the server; the last page stays on screen while the next loads, and new
 * requests and answers appear while it is in view (asked again as often as the bell).
 */
export const useOfficeRequests = (query: InboxQuery) =>
  useQuery({
    ...officeRequestsQueryOptions(query),
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_REFRESH_MS,
  });
