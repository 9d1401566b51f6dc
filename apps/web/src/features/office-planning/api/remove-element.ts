import { officePlanningCalls } from '@vve/contract/calls/office-planning';
import { apiCall } from '../../../lib/api-client';
import { usePlanningChange } from './use-planning-change';

export const removeElement = (id: number): Promise<{ id: number }> =>
  apiCall(officePlanningCalls.removeElement, { params: { id } });

/** Removes an element without findings. */
export const useRemoveElement = () => usePlanningChange(removeElement);
