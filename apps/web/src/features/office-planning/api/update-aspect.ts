import {
  officePlanningCalls,
  type AspectPayload,
  type OfficeAspect,
} from '@vve/contract/calls/office-planning';
import { apiCall } from '../../../lib/api-client';
import { usePlanningChange } from './use-planning-change';

export const updateAspect = (id: number, body: AspectPayload): Promise<OfficeAspect> =>
  apiCall(officePlanningCalls.updateAspect, { params: { id }, body });

/** Changes an aspect's type and name. */
export const useUpdateAspect = (id: number) =>
  usePlanningChange((body: AspectPayload) => updateAspect(id, body));
