import { useMutation, useQueryClient } from '@tanstack/react-query';
import { officeCalls, type OfficeWorkOrder, type WorkOrderCreate } from '@vve/contract/calls/office';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { OFFICE_KEY } from '../../../lib/office-key';

export type WorkOrderCreateInput = z.input<typeof WorkOrderCreate>;

export const createWorkOrder = (id: number, body: WorkOrderCreateInput): Promise<OfficeWorkOrder> =>
  apiCall(officeCalls.createWorkOrder, { params: { id }, body });

/**
 * Gives a request a work order; answers its id. A new request is taken into handling with it, so everything of the back
 * office is loaded again: the request, the inbox, the counters and the work-order lists.
 */
export const useCreateWorkOrder = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: WorkOrderCreateInput) => (await createWorkOrder(id, body)).id,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OFFICE_KEY }),
  });
};
