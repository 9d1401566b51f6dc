import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { workAssignmentsCalls, type WorkAssignment } from '@vve/contract/calls/work-assignments';
import { apiCall } from '../../../lib/api-client';
import { workAssignmentKeys } from './work-assignment-keys';

export const getWorkAssignments = (page: number): Promise<WorkAssignment[]> =>
  apiCall(workAssignmentsCalls.workAssignmentsPage, { params: { n: page } });

export const workAssignmentsQueryOptions = (page: number) =>
  queryOptions({ queryKey: workAssignmentKeys.page(page), queryFn: () => getWorkAssignments(page) });

/** One page of work orders (administrators: every organisation's). */
export const useWorkAssignments = (page: number) =>
  useQuery({ ...workAssignmentsQueryOptions(page), placeholderData: keepPreviousData });
