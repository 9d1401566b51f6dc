import { queryOptions, useQuery } from '@tanstack/react-query';
import { financeCalls, type Boekjaar } from '@vve/contract/calls/finance';
import { apiCall } from '../../../lib/api-client';

export const getBoekjaren = (vveId: number): Promise<Boekjaar[]> =>
  apiCall(financeCalls.boekjaren, { params: { vveId } });

export const boekjarenQueryOptions = (vveId: number) =>
  queryOptions({ queryKey: ['finance', vveId, 'boekjaren'], queryFn: () => getBoekjaren(vveId) });

/** The financial years with their budgets and the user's lines (spec §3). */
export const useBoekjaren = (vveId: number) => useQuery(boekjarenQueryOptions(vveId));
