import { useQuery } from '@tanstack/react-query';
import { officeConditionsCalls } from '@vve/contract/calls/office-conditions';
import { apiCall } from '../../../lib/api-client';
import { planningKeys } from './planning-keys';

/** An element of the register with every score its inspections gave it, oldest first. */
export const useConditionHistory = (elementId: number) =>
  useQuery({
    queryKey: planningKeys.history(elementId),
    queryFn: () => apiCall(officeConditionsCalls.elementConditionHistory, { params: { id: elementId } }),
  });
