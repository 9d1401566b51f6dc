import {
  officePlanningCalls,
  type AspectPayload,
  type OfficeAspect,
} from '@vve/contract/calls/office-planning';
import { apiCall } from '../../../lib/api-client';
import { usePlanningChange } from './use-planning-change';

export const addAspect = (complexId: number, body: AspectPayload): Promise<OfficeAspect> =>
  apiCall(officePlanningCalls.addAspect, { params: { id: complexId }, body });

/** Adds an aspect (a type and perhaps its own name) to a complex. */
export const useAddAspect = (complexId: number) =>
  usePlanningChange((body: AspectPayload) => addAspect(complexId, body));
