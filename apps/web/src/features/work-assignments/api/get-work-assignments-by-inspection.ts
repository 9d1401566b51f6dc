import { queryOptions, useQuery } from '@tanstack/react-query';
import { workAssignmentsCalls, type WorkAssignment } from '@vve/contract/calls/work-assignments';
import { apiCall } from '../../../lib/api-client';
import { workAssignmentKeys } from './work-assignment-keys';

export const getWorkAssignmentsByInspection = (inspectionId: number): Promise<WorkAssignment[]> =>
  apiCall(workAssignmentsCalls.workAssignmentsByInspection, { params: { id: inspectionId } });

export const workAssignmentsByInspectionQueryOptions = (inspectionId: number) =>
  queryOptions({
    queryKey: workAssignmentKeys.byInspection(inspectionId),
    queryFn: () => getWorkAssignmentsByInspection(inspectionId),
  });

/** The work orders linked to an inspection. */
export const useWorkAssignmentsByInspection = (inspectionId: number) =>
  useQuery(workAssignmentsByInspectionQueryOptions(inspectionId));
