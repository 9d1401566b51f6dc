import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  workAssignmentsCalls,
  type SupplierStatusPayload,
  type SupplierUpdate,
  type WorkAssignment,
} from '@vve/contract/calls/work-assignments';
import { apiCall } from '../../../lib/api-client';
import { workAssignmentKeys } from './work-assignment-keys';

export const reportSupplierStatus = (id: number, body: SupplierStatusPayload): Promise<SupplierUpdate> =>
  apiCall(workAssignmentsCalls.reportSupplierStatus, { params: { id }, body });

/**
 * Reports a supplier status (spec §4): the answer replaces the order's last update in the cache, and the
 * work-order lists are refetched.
 */
export const useReportSupplierStatus = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupplierStatusPayload) => reportSupplierStatus(id, body),
    onSuccess: (update) => {
      queryClient.setQueryData<WorkAssignment>(workAssignmentKeys.detail(id), (order) =>
        order === undefined ? order : { ...order, lastSupplierUpdate: update },
      );
      return queryClient.invalidateQueries({ queryKey: workAssignmentKeys.lists() });
    },
  });
};
