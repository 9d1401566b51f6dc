import { useQuery } from '@tanstack/react-query';
import { aspectRegisterCalls } from '@vve/contract/calls/aspect-register';
import { apiCall } from '../../../lib/api-client';
import { inspectionKeys } from './inspection-keys';

/** The 3D projects of an aspect's complex, in which the inspector links the elements graded. */
export const useAspectProjects = (aspectId: number) =>
  useQuery({
    queryKey: inspectionKeys.aspectProjects(aspectId),
    queryFn: () => apiCall(aspectRegisterCalls.aspectProjects, { params: { aspectId } }),
    retry: 1,
  });
