import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contractsCalls, type Contract } from '@vve/contract/calls/contracts';
import { apiCall } from '../../../lib/api-client';

export const CONTRACTS_KEY = ['contracts'] as const;

export const getContracts = (page: number): Promise<Contract[]> =>
  apiCall(contractsCalls.supplierContractsPage, { params: { n: page } });

export const contractsQueryOptions = (page: number) =>
  queryOptions({ queryKey: [...CONTRACTS_KEY, page], queryFn: () => getContracts(page) });

/** One page of the supplier's contracts (administrators: all contracts). */
export const useContracts = (page: number) =>
  useQuery({ ...contractsQueryOptions(page), placeholderData: keepPreviousData });
