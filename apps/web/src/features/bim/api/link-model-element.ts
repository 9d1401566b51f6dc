import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conditionMapCalls } from '@vve/contract/calls/condition-map';
import { apiCall } from '../../../lib/api-client';
import { conditionMapQueryOptions } from './get-condition-map';

/** Links a model element to a register element, or takes the link away; the map is read again after. */
export const useModelLink = (projectId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ elementId, guid, link }: { elementId: number; guid: string; link: boolean }) =>
      link
        ? apiCall(conditionMapCalls.linkModelElements, {
            params: { id: elementId },
            body: { globalIds: [guid] },
          })
        : apiCall(conditionMapCalls.unlinkModelElement, { params: { id: elementId, guid } }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: conditionMapQueryOptions(projectId).queryKey }),
  });
};
