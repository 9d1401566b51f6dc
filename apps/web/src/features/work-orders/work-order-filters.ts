import { OfficeWorkOrdersQuery } from '@vve/contract/calls/office-work-orders';
import { SupplierStatus } from '@vve/contract/enums';
import { IdParam } from '@vve/contract/primitives';
import { FIRST_PAGE } from '@vve/contract/rules/paging';
import type { WorkOrdersQuery } from './api/office-work-order-keys';

/** The last status a supplier reported, or `NONE` for work orders without a report yet. */
export type LastStatusFilter = NonNullable<OfficeWorkOrdersQuery['lastStatus']>;
/** The last-status filter's choices, in the order the list offers them. */
export const LAST_STATUS_FILTERS: readonly LastStatusFilter[] = [...SupplierStatus.options, 'NONE'];

/** The work orders' filters as the URL's search params hold them (`?supplier=2&complex=3&lastStatus=NONE&overdue=true`). */
export interface WorkOrderFilters {
  supplier: number | null;
  complex: number | null;
  lastStatus: LastStatusFilter | null;
  overdue: boolean;
}

const TRUE = 'true';

const idOf = (text: string | null): number | null => IdParam.safeParse(text).data ?? null;

/** The filters in the URL; anything the list does not know is left out. */
export const readWorkOrderFilters = (params: URLSearchParams): WorkOrderFilters => ({
  supplier: idOf(params.get('supplier')),
  complex: idOf(params.get('complex')),
  lastStatus:
    OfficeWorkOrdersQuery.shape.lastStatus.safeParse(params.get('lastStatus') ?? undefined).data ?? null,
  overdue: params.get('overdue') === TRUE,
});

/** The filters as search params: only those that are set. */
const filterParams = (filters: WorkOrderFilters): Record<string, string> => ({
  ...(filters.supplier !== null && { supplier: String(filters.supplier) }),
  ...(filters.complex !== null && { complex: String(filters.complex) }),
  ...(filters.lastStatus !== null && { lastStatus: filters.lastStatus }),
  ...(filters.overdue && { overdue: TRUE }),
});

/** The URL's params with some filters changed; a changed filter starts at the first page. */
export const withWorkOrderFilters = (
  params: URLSearchParams,
  changed: Partial<WorkOrderFilters>,
): URLSearchParams => {
  const next = new URLSearchParams(params);
  for (const name of ['page', 'supplier', 'complex', 'lastStatus', 'overdue']) next.delete(name);
  const set = filterParams({ ...readWorkOrderFilters(params), ...changed });
  for (const [name, value] of Object.entries(set)) next.set(name, value);
  return next;
};

/** The list call's query: only the filters that are set, and the page from the second on. */
export const workOrdersQuery = (filters: WorkOrderFilters, page: number): WorkOrdersQuery => ({
  ...(page > FIRST_PAGE && { page: String(page) }),
  ...filterParams(filters),
});

/** Whether any filter is set. */
export const isFiltered = (filters: WorkOrderFilters): boolean =>
  Object.keys(filterParams(filters)).length > 0;

/** No filter set. */
export const NO_FILTERS: WorkOrderFilters = {
  supplier: null,
  complex: null,
  lastStatus: null,
  overdue: false,
};
