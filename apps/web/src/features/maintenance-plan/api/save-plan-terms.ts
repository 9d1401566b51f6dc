import {
  maintenancePlanCalls,
  type MaintenancePlan,
  type PlanTermsPayload,
} from '@vve/contract/calls/maintenance-plan';
import { apiCall } from '../../../lib/api-client';
import { usePlanChange } from './use-plan-change';

/** Saves the terms of a complex's draft plan. */
export const savePlanTerms = (complexId: number, body: PlanTermsPayload): Promise<MaintenancePlan> =>
  apiCall(maintenancePlanCalls.savePlanTerms, { params: { id: complexId }, body });

/** Changes the draft's terms: its prices, years, reserve fund and rebuild value. */
export const useSavePlanTerms = (complexId: number) =>
  usePlanChange((body: PlanTermsPayload) => savePlanTerms(complexId, body));
