import { queryOptions, useQuery } from '@tanstack/react-query';
import { workAssignmentsCalls, type WorkAssignment } from '@vve/contract/calls/work-assignments';
import { apiCall } from '../../../lib/api-client';
import { workAssignmentKeys } from './work-assignment-keys';

export const getWorkAssignment = (id: number): Promise<WorkAssignment> =>
  apiCall(workAssignmentsCalls.workAssignment, { params: { id } });

export const workAssignmentQueryOptions = (id: number) =>
  queryOptions({ queryKey: workAssignmentKeys.detail(id), queryFn: () => getWorkAssignment(id) });

/** One work order (spec §2 workAssignmentDetails). */
export const useWorkAssignment = (id: number) => useQuery(workAssignmentQueryOptions(id));
