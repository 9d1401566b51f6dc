import { officePlanningCalls } from '@vve/contract/calls/office-planning';
import { apiCall } from '../../../lib/api-client';
import { usePlanningChange } from './use-planning-change';

export const removeAspect = (id: number): Promise<{ id: number }> =>
  apiCall(officePlanningCalls.removeAspect, { params: { id } });

/** Removes an aspect that was never inspected, with its elements and tasks. */
export const useRemoveAspect = () => usePlanningChange(removeAspect);
