import { queryOptions, useQuery } from '@tanstack/react-query';
import { maintenancePlanCalls, type MaintenancePlan } from '@vve/contract/calls/maintenance-plan';
import { apiCall } from '../../../lib/api-client';
import { planKeys } from './plan-keys';

/** Fetches a complex's plan as its draft shows it (an empty draft with the usual terms when it has none yet). */
export const getMaintenancePlan = (complexId: number): Promise<MaintenancePlan> =>
  apiCall(maintenancePlanCalls.maintenancePlan, { params: { id: complexId } });

/** The query of a complex's draft plan. */
export const maintenancePlanQueryOptions = (complexId: number) =>
  queryOptions({ queryKey: planKeys.complex(complexId), queryFn: () => getMaintenancePlan(complexId) });

/** A complex's draft plan with its sums, its versions, the proposals of its inspections and its history. */
export const useMaintenancePlan = (complexId: number, enabled = true) =>
  useQuery({ ...maintenancePlanQueryOptions(complexId), enabled });
