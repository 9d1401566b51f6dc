import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { aspectsCalls, type AspectElement } from '@vve/contract/calls/aspects';
import { apiCall } from '../../../lib/api-client';
import { inspectionKeys } from './inspection-keys';

export const getAspectElements = (aspectId: number): Promise<AspectElement[]> =>
  apiCall(aspectsCalls.aspectElements, { params: { aspectId } });

const aspectElementsQuery = (aspectId: number) =>
  queryOptions({
    queryKey: inspectionKeys.aspectElements(aspectId),
    queryFn: () => getAspectElements(aspectId),
    staleTime: Infinity,
  });

/** The elements of an aspect; they do not change while inspecting, so they are kept for the session. */
export const useAspectElements = (aspectId: number | undefined) =>
  useQuery({ ...aspectElementsQuery(aspectId ?? 0), enabled: aspectId !== undefined });

/**
 * Loads the elements of the tasks' aspects ahead, while there is a connection, so that an inspection registered
 * later without one can be filled in (issue 16); they are kept with the other answers for offline use.
 */
export const usePrefetchAspectElements = (aspectIds: readonly number[]) => {
  const queryClient = useQueryClient();
  const key = aspectIds.join(',');
  useEffect(() => {
    for (const aspectId of new Set(key.split(',').filter(Boolean).map(Number))) {
      queryClient.query(aspectElementsQuery(aspectId)).catch(() => undefined); // loaded again where it is used
    }
  }, [key, queryClient]);
};
