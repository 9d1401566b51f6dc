import { queryOptions, useQuery } from '@tanstack/react-query';
import { detailsCalls, type Vve } from '@vve/contract/calls/details';
import { apiCall } from '../../../lib/api-client';

export const getVve = (vveId: number): Promise<Vve> => apiCall(detailsCalls.vve, { params: { vveId } });

export const vveQueryOptions = (vveId: number) =>
  queryOptions({ queryKey: ['details', 'vve', vveId], queryFn: () => getVve(vveId) });

/** One complex: description, financial management, active budgets and planned meetings (spec §3). */
export const useVve = (vveId: number) => useQuery(vveQueryOptions(vveId));
