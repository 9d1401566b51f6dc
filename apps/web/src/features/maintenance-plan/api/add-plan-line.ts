import {
  maintenancePlanCalls,
  type MaintenancePlan,
  type PlanLinePayload,
} from '@vve/contract/calls/maintenance-plan';
import { apiCall } from '../../../lib/api-client';
import { usePlanChange } from './use-plan-change';

/** Adds a line to a complex's draft plan. */
export const addPlanLine = (complexId: number, body: PlanLinePayload): Promise<MaintenancePlan> =>
  apiCall(maintenancePlanCalls.addPlanLine, { params: { id: complexId }, body });

/** Adds a line of work to the draft. */
export const useAddPlanLine = (complexId: number) =>
  usePlanChange((body: PlanLinePayload) => addPlanLine(complexId, body));
