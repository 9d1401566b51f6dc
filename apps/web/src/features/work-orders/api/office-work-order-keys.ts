import type { OfficeWorkOrdersQuery } from '@vve/contract/calls/office-work-orders';
import type { z } from 'zod';
import { OFFICE_KEY } from '../../../lib/office-key';

/** The work orders' query as it is sent: the URL's filters and page. */
export type WorkOrdersQuery = z.input<typeof OfficeWorkOrdersQuery>;

/** The query keys of the back office's work orders: the pages (one per filter and page), one work order, and what a new one is chosen from. */
export const workOrderKeys = {
  all: () => [...OFFICE_KEY, 'workOrders'] as const,
  choices: () => [...OFFICE_KEY, 'workOrderChoices'] as const,
  lists: () => [...workOrderKeys.all(), 'list'] as const,
  list: (query: WorkOrdersQuery) => [...workOrderKeys.lists(), query] as const,
  detail: (id: number) => [...workOrderKeys.all(), 'detail', id] as const,
};
