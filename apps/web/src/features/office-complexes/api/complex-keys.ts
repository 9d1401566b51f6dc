import type { OfficeComplexListQuery } from '@vve/contract/calls/office-complexes';
import type { z } from 'zod';

/** The complexes' list query as it is sent: the URL's text, archived flag and page. */
export type ComplexListQuery = z.input<typeof OfficeComplexListQuery>;

/**
 * The query keys of the administration of complexes. Every back-office query key starts with 'office' (the
 * office feature's keys): a change of a complex refreshes all of them, the inbox's and the work orders' filters
 * among them.
 */
export const complexKeys = {
  office: ['office'] as const,
  all: () => [...complexKeys.office, 'complexAdministration'] as const,
  lists: () => [...complexKeys.all(), 'list'] as const,
  list: (query: ComplexListQuery) => [...complexKeys.lists(), query] as const,
  detail: (id: number) => [...complexKeys.all(), 'detail', id] as const,
  /** The complexes in use, by name: the choices of the inbox's and the work orders' filters. */
  inUse: () => [...complexKeys.office, 'complexes'] as const,
};
