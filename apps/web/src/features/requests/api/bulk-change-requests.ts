import { useMutation, useQueryClient } from '@tanstack/react-query';
import { officeCalls, type BulkRequestsAnswer, type BulkRequestsPayload } from '@vve/contract/calls/office';
import { apiCall } from '../../../lib/api-client';
import { officeRequestKeys } from './office-request-keys';

/**
 * A bulk action on requests picked in the inbox; afterwards (whatever became of it) the inbox, the counters and
 * the requests are loaded again.
 */
export const useBulkChangeRequests = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkRequestsPayload): Promise<BulkRequestsAnswer> =>
      apiCall(officeCalls.bulkChangeRequests, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: officeRequestKeys.requests() }),
  });
};
