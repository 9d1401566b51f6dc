import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportsCalls, type RelatedRequest } from '@vve/contract/calls/requests';
import { apiCall } from '../../../lib/api-client';
import { inspectionKeys } from './inspection-keys';

export const getRelatedRequests = (inspectionId: number): Promise<RelatedRequest[]> =>
  apiCall(reportsCalls.requestsByInspection, { params: { id: inspectionId } });

/** The requests raised by an inspection. */
export const useRelatedRequests = (inspectionId: number) =>
  useQuery(
    queryOptions({
      queryKey: inspectionKeys.relatedRequests(inspectionId),
      queryFn: () => getRelatedRequests(inspectionId),
    }),
  );
