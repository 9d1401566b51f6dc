import { useQuery } from '@tanstack/react-query';
import { officeConditionsCalls } from '@vve/contract/calls/office-conditions';
import { apiCall } from '../../../lib/api-client';
import { planningKeys } from './planning-keys';

/** A complex's condition overview: its condition, its aspects', and its scored elements worst first. */
export const useComplexConditions = (complexId: number) =>
  useQuery({
    queryKey: planningKeys.conditions(complexId),
    queryFn: () => apiCall(officeConditionsCalls.complexConditions, { params: { id: complexId } }),
  });
