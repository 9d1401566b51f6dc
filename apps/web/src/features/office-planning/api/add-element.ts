import type { AspectElement } from '@vve/contract/calls/aspects';
import { officePlanningCalls, type ElementPayload } from '@vve/contract/calls/office-planning';
import { apiCall } from '../../../lib/api-client';
import { usePlanningChange } from './use-planning-change';

export const addElement = (aspectId: number, body: ElementPayload): Promise<AspectElement> =>
  apiCall(officePlanningCalls.addElement, { params: { id: aspectId }, body });

/** Adds an element (code, label, location) to an aspect. */
export const useAddElement = (aspectId: number) =>
  usePlanningChange((body: ElementPayload) => addElement(aspectId, body));
