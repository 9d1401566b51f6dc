import { queryOptions, useQuery } from '@tanstack/react-query';
import { maintenancePlanCalls, type OwnerPlanSummary } from '@vve/contract/calls/maintenance-plan';
import { apiCall } from '../../../lib/api-client';

/** What an owner sees of the complex's adopted maintenance plan; 404 when they own no unit there. */
export const getOwnerPlanSummary = (complexId: number): Promise<OwnerPlanSummary> =>
  apiCall(maintenancePlanCalls.ownerPlanSummary, { params: { id: complexId } });

/** The owner's summary of a complex's adopted plan, cached per complex. */
export const ownerPlanSummaryQueryOptions = (complexId: number) =>
  queryOptions({
    queryKey: ['owner-plan', complexId],
    queryFn: () => getOwnerPlanSummary(complexId),
  });

/** The complex's adopted maintenance plan as its owners see it: its big works, reserve and contribution. */
export const useOwnerPlanSummary = (complexId: number) => useQuery(ownerPlanSummaryQueryOptions(complexId));
