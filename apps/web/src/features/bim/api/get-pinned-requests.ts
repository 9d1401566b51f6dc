import { queryOptions, useQuery } from '@tanstack/react-query';
import { bimCalls, type PinnedRequest } from '@vve/contract/calls/bim';
import { apiCall } from '../../../lib/api-client';

export const getPinnedRequests = (projectId: number): Promise<PinnedRequest[]> =>
  apiCall(bimCalls.pinnedRequests, { params: { id: projectId } });

export const pinnedRequestsQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: ['bim', 'project', projectId, 'requests'],
    queryFn: () => getPinnedRequests(projectId),
  });

/** The requests pinned to viewpoints of a project, shown as markers. */
export const usePinnedRequests = (projectId: number) => useQuery(pinnedRequestsQueryOptions(projectId));
