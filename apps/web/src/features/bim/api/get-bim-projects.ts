import { queryOptions, useQuery } from '@tanstack/react-query';
import { detailsCalls, type BimProject } from '@vve/contract/calls/details';
import { apiCall } from '../../../lib/api-client';

export const getBimProjects = (): Promise<BimProject[]> => apiCall(detailsCalls.bimProjects);

export const bimProjectsQueryOptions = () =>
  queryOptions({ queryKey: ['bim', 'projects'], queryFn: getBimProjects });

/** The 3D projects of the user's complexes (spec §3). */
export const useBimProjects = () => useQuery(bimProjectsQueryOptions());
