import { officePlanningCalls, type OfficeTask, type TaskPayload } from '@vve/contract/calls/office-planning';
import { apiCall } from '../../../lib/api-client';
import { usePlanningChange } from './use-planning-change';

export const planTask = (aspectId: number, body: TaskPayload): Promise<OfficeTask> =>
  apiCall(officePlanningCalls.planTask, { params: { id: aspectId }, body });

/** Plans an inspection task of an aspect (the aspect is chosen with the task, so it comes with the input). */
export const usePlanTask = () =>
  usePlanningChange(({ aspectId, ...body }: TaskPayload & { aspectId: number }) => planTask(aspectId, body));
