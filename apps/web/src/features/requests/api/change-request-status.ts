import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  officeCalls,
  type ReportStatusChange,
  type ReportStatusChangePayload,
} from '@vve/contract/calls/office';
import { apiCall } from '../../../lib/api-client';
import { officeRequestKeys } from './office-request-keys';

export const changeRequestStatus = (
  id: number,
  body: ReportStatusChangePayload,
): Promise<ReportStatusChange> => apiCall(officeCalls.changeReportStatus, { params: { id }, body });

/**
 * Moves a request on, from the status the administrator saw. Whether it succeeded or lost to another
 * administrator's change (409), the request, the inbox and the counters are loaded again, so that the page
 * shows the request's current state.
 */
export const useChangeRequestStatus = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportStatusChangePayload) => changeRequestStatus(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: officeRequestKeys.requests() }),
  });
};
