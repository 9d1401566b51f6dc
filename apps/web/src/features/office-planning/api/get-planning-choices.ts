import { queryOptions, useQuery } from '@tanstack/react-query';
import { officePlanningCalls, type PlanningChoices } from '@vve/contract/calls/office-planning';
import { apiCall } from '../../../lib/api-client';
import { planningKeys } from './planning-keys';

export const getPlanningChoices = (): Promise<PlanningChoices> =>
  apiCall(officePlanningCalls.planningChoices);

export const planningChoicesQueryOptions = () =>
  queryOptions({ queryKey: planningKeys.choices(), queryFn: getPlanningChoices });

/** The aspect types and the suppliers in use, to make aspects and tasks of. */
export const usePlanningChoices = () => useQuery(planningChoicesQueryOptions());
