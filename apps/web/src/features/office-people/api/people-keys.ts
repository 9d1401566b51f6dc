import type { OfficePeopleQuery } from '@vve/contract/calls/office-people';
import type { z } from 'zod';

/** The people list's query as it is sent: the URL's text, role and page. */
export type PeopleQuery = z.input<typeof OfficePeopleQuery>;

/**
 * The query keys of the back office's people. They start with 'office', as every back-office key does: a change
 * of a person refreshes the back office's lists that name people.
 */
export const peopleKeys = {
  office: ['office'] as const,
  all: () => [...peopleKeys.office, 'people'] as const,
  list: (query: PeopleQuery) => [...peopleKeys.all(), 'list', query] as const,
  person: (id: number) => [...peopleKeys.all(), 'person', id] as const,
  relations: (id: number) => [...peopleKeys.all(), 'relations', id] as const,
};
