import {
  maintenancePlanCalls,
  type MaintenancePlan,
  type PlanAdoptionPayload,
} from '@vve/contract/calls/maintenance-plan';
import { apiCall } from '../../../lib/api-client';
import { usePlanChange } from './use-plan-change';

/** Records the members' meeting's adoption of a complex's draft plan. */
export const adoptPlan = (complexId: number, body: PlanAdoptionPayload): Promise<MaintenancePlan> =>
  apiCall(maintenancePlanCalls.adoptPlan, { params: { id: complexId }, body });

/**
 * Adopts the draft as the members' meeting did on a day: that version is kept as it is, and the answer is the new
 * draft, a copy of it.
 */
export const useAdoptPlan = (complexId: number) =>
  usePlanChange((body: PlanAdoptionPayload) => adoptPlan(complexId, body));
