import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inspectionsCalls, type Inspection } from '@vve/contract/calls/inspections';
import { apiCall } from '../../../lib/api-client';
import { inspectionKeys } from './inspection-keys';

export interface StartInspectionInput {
  aspectId: number;
  scheduleId: number;
}

/** Registers a new inspection of a task; the server answers the draft (an existing one when called again). */
export const startInspection = ({ aspectId, scheduleId }: StartInspectionInput): Promise<Inspection> =>
  apiCall(inspectionsCalls.newInspection, { query: { aspect: aspectId, schedule: scheduleId } });

/**
 * Registers an inspection (spec §4 "Inspection creation"): `isPending` is the creating flag; on success the draft
 * is cached and the inspection lists refetched; a failure is logged and kept in `error`, with no message.
 */
export const useStartInspection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startInspection,
    onSuccess: (draft) => {
      queryClient.setQueryData(inspectionKeys.detail(draft.id), draft);
      return queryClient.invalidateQueries({ queryKey: inspectionKeys.lists() });
    },
    onError: (error) => {
      console.error('Could not register the inspection', error);
    },
  });
};
