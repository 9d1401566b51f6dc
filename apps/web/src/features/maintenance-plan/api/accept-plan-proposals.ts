import { maintenancePlanCalls, type MaintenancePlan } from '@vve/contract/calls/maintenance-plan';
import { apiCall } from '../../../lib/api-client';
import { usePlanChange } from './use-plan-change';

/** Accepts the proposals of the inspections for these lines of a complex's draft plan. */
export const acceptPlanProposals = (complexId: number, lineIds: number[]): Promise<MaintenancePlan> =>
  apiCall(maintenancePlanCalls.acceptPlanProposals, { params: { id: complexId }, body: { lineIds } });

/** Moves the lines to the years their elements' latest scores propose: one line, or all of them. */
export const useAcceptPlanProposals = (complexId: number) =>
  usePlanChange((lineIds: number[]) => acceptPlanProposals(complexId, lineIds));
