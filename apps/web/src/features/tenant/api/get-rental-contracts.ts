import { queryOptions, useQueries } from '@tanstack/react-query';
import { tenantCalls, type RentalContract } from '@vve/contract/calls/tenant';
import { apiCall } from '../../../lib/api-client';
import { combineQueries, type QueryState } from '../../../lib/query-state';

export const getRentalContracts = (vveId: number): Promise<RentalContract[]> =>
  apiCall(tenantCalls.rentalContracts, { params: { vveId } });

export const rentalContractsQueryOptions = (vveId: number) =>
  queryOptions({ queryKey: ['tenant', vveId, 'contracts'], queryFn: () => getRentalContracts(vveId) });

/**
 * The rental contracts of the user in several complexes, complex by complex: one call per complex, combined
 * (spec §7), so that one complex's answer is cached and refetched on its own.
 */
export const useRentalContractsOf = (complexIds: readonly number[]): QueryState<RentalContract[]> =>
  useQueries({
    queries: complexIds.map((vveId) => rentalContractsQueryOptions(vveId)),
    combine: (results) => {
      const lists = results.map((result) => result.data);
      return combineQueries(results, lists.every((list) => list !== undefined) ? lists.flat() : undefined);
    },
  });
