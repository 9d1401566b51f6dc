import { queryOptions, useQuery } from '@tanstack/react-query';
import { financeCalls } from '@vve/contract/calls/finance';
import { apiCall } from '../../../lib/api-client';

export const getIsDebiteur = async (vveId: number): Promise<boolean> =>
  (await apiCall(financeCalls.isDebiteur, { params: { vveId } })).isDebtor;

export const isDebiteurQueryOptions = (vveId: number) =>
  queryOptions({ queryKey: ['finance', vveId, 'is-debiteur'], queryFn: () => getIsDebiteur(vveId) });

/** Whether the user is a debtor of the complex: only debtors are offered the financial details (spec §6). */
export const useIsDebiteur = (vveId: number) => useQuery(isDebiteurQueryOptions(vveId));
