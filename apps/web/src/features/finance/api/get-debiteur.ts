import { queryOptions, useQuery } from '@tanstack/react-query';
import { financeCalls, type Debiteur } from '@vve/contract/calls/finance';
import { apiCall } from '../../../lib/api-client';

/** The user as a debtor of the complex; null when they are none. */
export const getDebiteur = (vveId: number): Promise<Debiteur | null> =>
  apiCall(financeCalls.debiteur, { params: { vveId } });

export const debiteurQueryOptions = (vveId: number) =>
  queryOptions({ queryKey: ['finance', vveId, 'debiteur'], queryFn: () => getDebiteur(vveId) });

/** Balance and direct debit authorisation (spec §3). */
export const useDebiteur = (vveId: number) => useQuery(debiteurQueryOptions(vveId));
