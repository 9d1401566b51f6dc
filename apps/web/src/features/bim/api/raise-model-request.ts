import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ViewpointCreate } from '@vve/contract/calls/bim';
import type { WorkOrderCreate } from '@vve/contract/calls/office';
import type { z } from 'zod';
import {
  modelRequestsCalls,
  type ModelRequestCreate,
  type RaisedModelRequest,
} from '@vve/contract/calls/model-requests';
import { apiCall } from '../../../lib/api-client';
import { OFFICE_KEY } from '../../../lib/office-key';
import { pinnedRequestsQueryOptions } from './get-pinned-requests';

export const raiseModelRequest = (projectId: number, body: ModelRequestCreate): Promise<RaisedModelRequest> =>
  apiCall(modelRequestsCalls.raiseModelRequest, { params: { id: projectId }, body });

/** After a request is raised: its marker in the model, and the back office's lists. */
const useRaisedRequestRefresh = (projectId: number) => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: pinnedRequestsQueryOptions(projectId).queryKey }),
      queryClient.invalidateQueries({ queryKey: OFFICE_KEY }),
    ]);
};

/** An administrator raises a request at the viewpoint taken when it is sent; answers the request's number. */
export const useRaiseModelRequest = (projectId: number, viewpoint: () => ViewpointCreate) => {
  const refresh = useRaisedRequestRefresh(projectId);
  return useMutation({
    mutationFn: async (description: string) =>
      (await raiseModelRequest(projectId, { description, viewpoint: viewpoint() })).nr,
    onSuccess: refresh,
  });
};

/**
 * An administrator raises a request with its work order at once (the work order's description is the request's);
 * answers the work order's id, as 'Create work order' on a request does.
 */
export const useRaiseModelWorkOrder = (projectId: number, viewpoint: () => ViewpointCreate) => {
  const refresh = useRaisedRequestRefresh(projectId);
  return useMutation({
    mutationFn: async ({ omschrijving, ...workOrder }: z.input<typeof WorkOrderCreate>) => {
      const raised = await raiseModelRequest(projectId, {
        description: omschrijving,
        viewpoint: viewpoint(),
        workOrder,
      });
      if (raised.workOrderId === null) throw new Error('The work order was not created.');
      return raised.workOrderId;
    },
    onSuccess: refresh,
  });
};
