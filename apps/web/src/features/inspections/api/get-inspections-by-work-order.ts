import { queryOptions, useQuery } from '@tanstack/react-query';
import { inspectionsCalls, type Inspection } from '@vve/contract/calls/inspections';
import { apiCall } from '../../../lib/api-client';
import { inspectionKeys } from './inspection-keys';

export const getInspectionsByWorkOrder = (workAssignmentId: number): Promise<Inspection[]> =>
  apiCall(inspectionsCalls.inspectionsByWorkAssignment, { params: { id: workAssignmentId } });

/** The inspections ('Related tasks') of a work order. */
export const useInspectionsByWorkOrder = (workAssignmentId: number) =>
  useQuery(
    queryOptions({
      queryKey: inspectionKeys.byWorkOrder(workAssignmentId),
      queryFn: () => getInspectionsByWorkOrder(workAssignmentId),
    }),
  );
