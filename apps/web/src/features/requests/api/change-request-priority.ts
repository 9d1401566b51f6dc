import { useMutation, useQueryClient } from '@tanstack/react-query';
import { officeCalls, type RequestDue, type RequestPriority } from '@vve/contract/calls/office';
import { apiCall } from '../../../lib/api-client';
import { officeRequestKeys } from './office-request-keys';

/** Sets a request's priority (and so its due date); then the request and the inbox are loaded again. */
export const useChangeRequestPriority = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (priority: RequestPriority): Promise<RequestDue> =>
      apiCall(officeCalls.changeRequestPriority, { params: { id }, body: { priority } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: officeRequestKeys.requests() }),
  });
};
