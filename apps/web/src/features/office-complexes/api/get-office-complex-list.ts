import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { officeComplexesCalls, type OfficeComplexRow } from '@vve/contract/calls/office-complexes';
import { apiCall } from '../../../lib/api-client';
import { complexKeys, type ComplexListQuery } from './complex-keys';

export const getOfficeComplexList = (query: ComplexListQuery): Promise<OfficeComplexRow[]> =>
  apiCall(officeComplexesCalls.officeComplexList, { query });

export const officeComplexListQueryOptions = (query: ComplexListQuery) =>
  queryOptions({ queryKey: complexKeys.list(query), queryFn: () => getOfficeComplexList(query) });

/** One page of the complexes in use, or of the archived ones, found by text (the previous page stays while the next loads). */
export const useOfficeComplexList = (query: ComplexListQuery) =>
  useQuery({ ...officeComplexListQueryOptions(query), placeholderData: keepPreviousData });
