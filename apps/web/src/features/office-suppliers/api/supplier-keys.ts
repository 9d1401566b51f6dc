import type { OfficeSupplierListQuery } from '@vve/contract/calls/office-suppliers';
import type { z } from 'zod';

/** The suppliers' list query as it is sent: the URL's text, archived flag and page. */
export type SupplierListQuery = z.input<typeof OfficeSupplierListQuery>;

/**
 * The query keys of the administration of suppliers. Every back-office query key starts with 'office': a change
 * of an organisation refreshes all of them, the work orders' supplier choices and filters among them.
 */
export const supplierKeys = {
  office: ['office'] as const,
  all: () => [...supplierKeys.office, 'supplierAdministration'] as const,
  lists: () => [...supplierKeys.all(), 'list'] as const,
  list: (query: SupplierListQuery) => [...supplierKeys.lists(), query] as const,
  detail: (id: number) => [...supplierKeys.all(), 'detail', id] as const,
};
