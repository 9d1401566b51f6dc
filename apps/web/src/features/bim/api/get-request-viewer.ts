import { queryOptions, useQuery } from '@tanstack/react-query';
import { bimCalls, type RequestViewerTarget } from '@vve/contract/calls/bim';
import { apiCall } from '../../../lib/api-client';

export const getRequestViewer = (requestId: number): Promise<RequestViewerTarget> =>
  apiCall(bimCalls.requestViewer, { params: { requestId } });

export const requestViewerQueryOptions = (requestId: number) =>
  queryOptions({
    queryKey: ['bim', 'request', requestId, 'viewer'],
    queryFn: () => getRequestViewer(requestId),
  });

/** Where a work order's request opens in the 3D model (the supplier's viewer page). */
export const useRequestViewer = (requestId: number) => useQuery(requestViewerQueryOptions(requestId));
