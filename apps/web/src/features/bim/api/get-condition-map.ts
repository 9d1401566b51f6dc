import { queryOptions, useQuery } from '@tanstack/react-query';
import { conditionMapCalls } from '@vve/contract/calls/condition-map';
import { apiCall } from '../../../lib/api-client';

export const conditionMapQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: ['bim', 'project', projectId, 'condition-map'],
    queryFn: () => apiCall(conditionMapCalls.conditionMap, { params: { id: projectId } }),
  });

/** The project's condition map, once it is asked for (it is not read until the map is turned on). */
export const useConditionMap = (projectId: number, enabled: boolean) =>
  useQuery({ ...conditionMapQueryOptions(projectId), enabled });
