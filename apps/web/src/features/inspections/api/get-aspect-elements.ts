import { queryOptions, useQuery } from '@tanstack/react-query';
import { aspectsCalls, type AspectElement } from '@vve/contract/calls/aspects';
import { apiCall } from '../../../lib/api-client';
import { inspectionKeys } from './inspection-keys';

export const getAspectElements = (aspectId: number): Promise<AspectElement[]> =>
  apiCall(aspectsCalls.aspectElements, { params: { aspectId } });

/** The elements of an aspect; they do not change while inspecting, so they are kept for the session. */
export const useAspectElements = (aspectId: number | undefined) =>
  useQuery({
    ...queryOptions({
      queryKey: inspectionKeys.aspectElements(aspectId ?? 0),
      queryFn: () => getAspectElements(aspectId ?? 0),
      staleTime: Infinity,
    }),
    enabled: aspectId !== undefined,
  });
