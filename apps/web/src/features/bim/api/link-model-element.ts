import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conditionMapCalls, MAX_LINKED_AT_ONCE } from '@vve/contract/calls/condition-map';
import { apiCall } from '../../../lib/api-client';
import { conditionMapQueryOptions } from './get-condition-map';

/** Links model elements to a register element, at most MAX_LINKED_AT_ONCE a call. */
const linkAll = async (elementId: number, guids: readonly string[]) => {
  for (let start = 0; start < guids.length; start += MAX_LINKED_AT_ONCE) {
    const globalIds = guids.slice(start, start + MAX_LINKED_AT_ONCE);
    await apiCall(conditionMapCalls.linkModelElements, { params: { id: elementId }, body: { globalIds } });
  }
};

type ModelLinkChange = { elementId: number; link: readonly string[] } | { elementId: number; unlink: string };

/** Links model elements to a register element, or takes one's link away; the map is read again after. */
export const useModelLink = (projectId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ModelLinkChange) => {
      if ('link' in change) return linkAll(change.elementId, change.link);
      await apiCall(conditionMapCalls.unlinkModelElement, {
        params: { id: change.elementId, guid: change.unlink },
      });
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: conditionMapQueryOptions(projectId).queryKey }),
  });
};
