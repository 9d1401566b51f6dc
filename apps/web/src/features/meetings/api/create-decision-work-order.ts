import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meetingVotesCalls } from '@vve/contract/calls/meeting-votes';
import type { WorkOrderCreate } from '@vve/contract/calls/office';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { OFFICE_KEY } from '../../../lib/office-key';

/**
 * Gives a carried decision a work order; answers its id. The back office is loaded again: the decision list shows
 * it, and the work-order lists and calendar hold it.
 */
export const useCreateDecisionWorkOrder = (itemId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.input<typeof WorkOrderCreate>) =>
      (await apiCall(meetingVotesCalls.createDecisionWorkOrder, { params: { id: itemId }, body })).id,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OFFICE_KEY }),
  });
};
