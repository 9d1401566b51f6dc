import { maintenancePlanCalls, type MaintenancePlan } from '@vve/contract/calls/maintenance-plan';
import { apiCall } from '../../../lib/api-client';
import { usePlanChange } from './use-plan-change';

/** Removes a line of a draft plan. */
export const removePlanLine = (lineId: number): Promise<MaintenancePlan> =>
  apiCall(maintenancePlanCalls.removePlanLine, { params: { id: lineId } });

/** Removes a line of the draft, by its id. */
export const useRemovePlanLine = () => usePlanChange(removePlanLine);
