import { queryOptions, useQuery } from '@tanstack/react-query';
import { officeCalls, type ComplexRef } from '@vve/contract/calls/office';
import { apiCall } from '../../../lib/api-client';
import { complexKeys } from './complex-keys';

export const getOfficeComplexes = (): Promise<ComplexRef[]> => apiCall(officeCalls.officeComplexes);

export const officeComplexesQueryOptions = () =>
  queryOptions({ queryKey: complexKeys.inUse(), queryFn: getOfficeComplexes });

/** Every complex of the portfolio, by name: what the inbox and the work orders are filtered by. */
export const useOfficeComplexes = (): ComplexRef[] => useQuery(officeComplexesQueryOptions()).data ?? [];
