import { queryOptions, useQuery } from '@tanstack/react-query';
import { workAssignmentsCalls, type WorkAssignment } from '@vve/contract/calls/work-assignments';
import { apiCall } from '../../../lib/api-client';
import { supplierWorkOrderKeys } from './supplier-work-order-keys';

export const getWorkOrdersByInspection = (inspectionId: number): Promise<WorkAssignment[]> =>
  apiCall(workAssignmentsCalls.workAssignmentsByInspection, { params: { id: inspectionId } });

export const workOrdersByInspectionQueryOptions = (inspectionId: number) =>
  queryOptions({
    queryKey: supplierWorkOrderKeys.byInspection(inspectionId),
    queryFn: () => getWorkOrdersByInspection(inspectionId),
  });

/** The work orders linked to an inspection. */
export const useWorkOrdersByInspection = (inspectionId: number) =>
  useQuery(workOrdersByInspectionQueryOptions(inspectionId));
