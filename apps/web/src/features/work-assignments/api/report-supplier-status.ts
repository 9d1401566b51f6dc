import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  workAssignmentsCalls,
  type SupplierStatusPayload,
  type SupplierUpdate,
  type WorkAssignment,
} from '@vve/contract/calls/work-assignments';
import { apiCall } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { workAssignmentKeys } from './work-assignment-keys';

export const reportSupplierStatus = (id: number, body: SupplierStatusPayload): Promise<SupplierUpdate> =>
  apiCall(workAssignmentsCalls.reportSupplierStatus, { params: { id }, body });

/**
 * Reports a supplier status (spec §4): the answer replaces the order's last update in the cache, a message
 * confirms it, and the work-order lists are refetched.
 */
export const useReportSupplierStatus = (id: number) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupplierStatusPayload) => reportSupplierStatus(id, body),
    onSuccess: (update) => {
      notify(t('The status has been updated.'));
      queryClient.setQueryData<WorkAssignment>(workAssignmentKeys.detail(id), (order) =>
        order === undefined ? order : { ...order, lastSupplierUpdate: update },
      );
      return queryClient.invalidateQueries({ queryKey: workAssignmentKeys.lists() });
    },
  });
};
