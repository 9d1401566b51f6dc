import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MaintenancePlan } from '@vve/contract/calls/maintenance-plan';
import { ApiError } from '../../../lib/api-error';
import { planKeys } from './plan-keys';

/**
 * A change of a complex's draft plan: the server answers the whole plan with its new sums, which the complex's
 * plan shows from then on. Refused as out of date (409: the draft was adopted or the complex archived meanwhile),
 * the plans load again, so that the screen shows them as they are.
 */
export const usePlanChange = <Input>(send: (input: Input) => Promise<MaintenancePlan>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (plan) => {
      queryClient.setQueryData(planKeys.complex(plan.complex.id), plan);
    },
    onError: (error) =>
      error instanceof ApiError && error.status === 409
        ? queryClient.invalidateQueries({ queryKey: planKeys.all() })
        : undefined,
  });
};
