import { queryOptions, useQuery } from '@tanstack/react-query';
import { bimCalls, type Viewpoint } from '@vve/contract/calls/bim';
import { apiCall } from '../../../lib/api-client';

export const getViewpoint = (projectId: number, guid: string): Promise<Viewpoint> =>
  apiCall(bimCalls.viewpoint, { params: { id: projectId, guid } });

export const viewpointQueryOptions = (projectId: number, guid: string) =>
  queryOptions({
    queryKey: ['bim', 'project', projectId, 'viewpoint', guid],
    queryFn: () => getViewpoint(projectId, guid),
    staleTime: Infinity, // a stored viewpoint never changes
  });

/** A stored BCF viewpoint of a project; nothing is asked without a guid. */
export const useViewpoint = (projectId: number, guid: string | null) =>
  useQuery({ ...viewpointQueryOptions(projectId, guid ?? ''), enabled: guid !== null });
