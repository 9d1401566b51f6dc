import type { OfficeRequestsQuery } from '@vve/contract/calls/office';
import type { z } from 'zod';
import { OFFICE_KEY } from '../../../lib/office-key';

/** The inbox's query as it is sent: the URL's filters and page. */
export type InboxQuery = z.input<typeof OfficeRequestsQuery>;

/**
 * The query keys of the back office: the inbox's pages (one per filter and page), the counters, one request,
 * one inspection, and the complexes. Everything under `all` is the back
 * office's.
 */
export const officeKeys = {
  all: OFFICE_KEY,
  requests: () => [...officeKeys.all, 'requests'] as const,
  inboxes: () => [...officeKeys.requests(), 'inbox'] as const,
  inbox: (query: InboxQuery) => [...officeKeys.inboxes(), query] as const,
  counts: () => [...officeKeys.requests(), 'counts'] as const,
  request: (id: number) => [...officeKeys.requests(), 'detail', id] as const,
  inspection: (id: number) => [...officeKeys.all, 'inspection', id] as const,
  complexes: () => [...officeKeys.all, 'complexes'] as const,
};
