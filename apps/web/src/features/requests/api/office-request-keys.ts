import type { OfficeRequestsQuery } from '@vve/contract/calls/office';
import type { z } from 'zod';
import { OFFICE_KEY } from '../../../lib/office-key';

/** The inbox's query as it is sent: the URL's filters and page. */
export type InboxQuery = z.input<typeof OfficeRequestsQuery>;

/**
 * The query keys of requests in the back office: the inbox's pages (one per filter and page), the counters and
 * one request, under the back office's root (`all`).
 */
export const officeRequestKeys = {
  all: OFFICE_KEY,
  requests: () => [...officeRequestKeys.all, 'requests'] as const,
  inboxes: () => [...officeRequestKeys.requests(), 'inbox'] as const,
  inbox: (query: InboxQuery) => [...officeRequestKeys.inboxes(), query] as const,
  counts: () => [...officeRequestKeys.requests(), 'counts'] as const,
  request: (id: number) => [...officeRequestKeys.requests(), 'detail', id] as const,
};
