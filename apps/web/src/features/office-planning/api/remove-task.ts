import { officePlanningCalls } from '@vve/contract/calls/office-planning';
import { apiCall } from '../../../lib/api-client';
import { usePlanningChange } from './use-planning-change';

export const removeTask = (id: number): Promise<{ id: number }> =>
  apiCall(officePlanningCalls.removeTask, { params: { id } });

/** Removes an open task that no inspection has started. */
export const useRemoveTask = () => usePlanningChange(removeTask);
