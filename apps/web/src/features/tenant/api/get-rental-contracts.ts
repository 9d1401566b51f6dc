import { queryOptions, useQueries } from '@tanstack/react-query';
import { tenantCalls, type RentalContract } from '@vve/contract/calls/tenant';
import { apiCall } from '../../../lib/api-client';

export const getRentalContracts = (vveId: number): Promise<RentalContract[]> =>
  apiCall(tenantCalls.rentalContracts, { params: { vveId } });

export const rentalContractsQueryOptions = (vveId: number) =>
  queryOptions({ queryKey: ['tenant', vveId, 'contracts'], queryFn: () => getRentalContracts(vveId) });

export interface CombinedRentalContracts {
  /** The complexes asked, in order. */
  complexIds: readonly number[];
  /** Their contracts, complex by complex. */
  rentalContracts: RentalContract[];
  isPending: boolean;
  /** The first failure, if any call failed. */
  error: Error | null;
  isFetching: boolean;
  /** Calls the failed complexes again. */
  retry: () => void;
}

/**
 * The rental contracts of the user in several complexes: one call per complex, combined (spec §7), so that
 * one complex's answer is cached and refetched on its own.
 */
export const useRentalContractsOf = (complexIds: readonly number[]): CombinedRentalContracts =>
  useQueries({
    queries: complexIds.map((vveId) => rentalContractsQueryOptions(vveId)),
    combine: (results) => ({
      complexIds,
      rentalContracts: results.flatMap((result) => result.data ?? []),
      isPending: results.some((result) => result.isPending),
      error: results.find((result) => result.isError)?.error ?? null,
      isFetching: results.some((result) => result.isFetching),
      retry: () => {
        for (const result of results) if (result.isError) void result.refetch();
      },
    }),
  });
