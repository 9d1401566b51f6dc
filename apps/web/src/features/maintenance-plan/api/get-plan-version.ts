import { queryOptions, useQuery } from '@tanstack/react-query';
import { maintenancePlanCalls, type MaintenancePlan } from '@vve/contract/calls/maintenance-plan';
import { apiCall } from '../../../lib/api-client';
import { planKeys } from './plan-keys';

/** Fetches one version of a plan by its id, with its sums. */
export const getPlanVersion = (versionId: number): Promise<MaintenancePlan> =>
  apiCall(maintenancePlanCalls.planVersion, { params: { id: versionId } });

/** The query of one version of a plan. */
export const planVersionQueryOptions = (versionId: number) =>
  queryOptions({ queryKey: planKeys.version(versionId), queryFn: () => getPlanVersion(versionId) });

/** A version of a plan (an adopted one is kept as it is), loaded while `enabled`. */
export const usePlanVersion = (versionId: number, enabled = true) =>
  useQuery({ ...planVersionQueryOptions(versionId), enabled });
