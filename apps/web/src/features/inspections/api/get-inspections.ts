import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { inspectionsCalls, type Inspection } from '@vve/contract/calls/inspections';
import { apiCall } from '../../../lib/api-client';
import { inspectionKeys } from './inspection-keys';

export const getInspections = (page: number): Promise<Inspection[]> =>
  apiCall(inspectionsCalls.inspectionsPage, { params: { n: page } });

export const inspectionsQueryOptions = (page: number) =>
  queryOptions({ queryKey: inspectionKeys.page(page), queryFn: () => getInspections(page) });

/** One page of inspections, drafts and performed ones (administrators: all). */
export const useInspections = (page: number) =>
  useQuery({ ...inspectionsQueryOptions(page), placeholderData: keepPreviousData });
