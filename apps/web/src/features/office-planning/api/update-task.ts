import { officePlanningCalls, type OfficeTask, type TaskPayload } from '@vve/contract/calls/office-planning';
import { apiCall } from '../../../lib/api-client';
import { usePlanningChange } from './use-planning-change';

export const updateTask = (id: number, body: TaskPayload): Promise<OfficeTask> =>
  apiCall(officePlanningCalls.updateTask, { params: { id }, body });

/** Changes an open task's supplier, date and repeat. */
export const useUpdateTask = (id: number) => usePlanningChange((body: TaskPayload) => updateTask(id, body));
