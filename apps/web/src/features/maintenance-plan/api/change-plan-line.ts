import {
  maintenancePlanCalls,
  type MaintenancePlan,
  type PlanLinePayload,
} from '@vve/contract/calls/maintenance-plan';
import { apiCall } from '../../../lib/api-client';
import { usePlanChange } from './use-plan-change';

/** Changes a line of a draft plan. */
export const changePlanLine = (lineId: number, body: PlanLinePayload): Promise<MaintenancePlan> =>
  apiCall(maintenancePlanCalls.changePlanLine, { params: { id: lineId }, body });

/** Changes one line of the draft. */
export const useChangePlanLine = (lineId: number) =>
  usePlanChange((body: PlanLinePayload) => changePlanLine(lineId, body));
