import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { officeCalls, type OfficeRequestRow } from '@vve/contract/calls/office';
import { apiCall } from '../../../lib/api-client';
import { officeKeys, type InboxQuery } from './office-keys';

export const getOfficeRequests = (query: InboxQuery): Promise<OfficeRequestRow[]> =>
  apiCall(officeCalls.officeRequests, { query });

export const officeRequestsQueryOptions = (query: InboxQuery) =>
  queryOptions({ queryKey: officeKeys.inbox(query), queryFn: () => getOfficeRequests(query) });

/** One page of the inbox, filtered by the server; the last page stays on screen while the next loads. */
export const useOfficeRequests = (query: InboxQuery) =>
  useQuery({ ...officeRequestsQueryOptions(query), placeholderData: keepPreviousData });
