import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  MIN_SEARCH_TEXT_LENGTH,
  officeSearchCalls,
  type OfficeSearchResults,
} from '@vve/contract/calls/office-search';
import { apiCall } from '../../../lib/api-client';

/**
 * The search's query keys. Every back-office query key starts with 'office': a change anywhere in the back office
 * refreshes the hits too.
 */
export const officeSearchKeys = {
  all: () => ['office', 'search'] as const,
  text: (q: string) => [...officeSearchKeys.all(), q] as const,
};

/** Whether the text (trimmed) is long enough to be searched for. */
export const searchable = (q: string): boolean => q.trim().length >= MIN_SEARCH_TEXT_LENGTH;

export const getOfficeSearch = (q: string): Promise<OfficeSearchResults> =>
  apiCall(officeSearchCalls.officeSearch, { query: { q } });

export const officeSearchQueryOptions = (q: string) =>
  queryOptions({ queryKey: officeSearchKeys.text(q.trim()), queryFn: () => getOfficeSearch(q.trim()) });

/** The first hits of every kind for the text, once it is long enough; the last hits stay while the next load. */
export const useOfficeSearch = (q: string) =>
  useQuery({ ...officeSearchQueryOptions(q), enabled: searchable(q), placeholderData: keepPreviousData });
