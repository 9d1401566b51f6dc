import type { AspectElement } from '@vve/contract/calls/aspects';
import { officePlanningCalls, type ElementPayload } from '@vve/contract/calls/office-planning';
import { apiCall } from '../../../lib/api-client';
import { usePlanningChange } from './use-planning-change';

export const updateElement = (id: number, body: ElementPayload): Promise<AspectElement> =>
  apiCall(officePlanningCalls.updateElement, { params: { id }, body });

/** Changes an element's code, label and location. */
export const useUpdateElement = (id: number) =>
  usePlanningChange((body: ElementPayload) => updateElement(id, body));
