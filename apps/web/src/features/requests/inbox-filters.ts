import { InboxOrder, MAX_FILTER_TEXT_LENGTH } from '@vve/contract/calls/office';
import { ReportStatus } from '@vve/contract/enums';
import { cutText } from '@vve/contract/rules/cut-text';
import { FIRST_PAGE } from '@vve/contract/rules/paging';
import type { InboxQuery } from './api/office-request-keys';

/**
 * The inbox's filters and order as the URL's search params hold them (`?status=NIEUW&complex=3&text=lek&mine=true`,
 * `&order=due`); newest first unless the URL says otherwise.
 */
export interface InboxFilters {
  status: ReportStatus | null;
  complex: number | null;
  text: string;
  mine: boolean;
  waiting: boolean;
  overdue: boolean;
  order: InboxOrder;
}

const TRUE = 'true';

const idOf = (text: string | null): number | null => {
  const id = Number(text);
  return text !== null && /^[1-9]\d*$/.test(text) && Number.isSafeInteger(id) ? id : null;
};

/** The filters in the URL; anything the inbox does not know is left out. */
export const readInboxFilters = (params: URLSearchParams): InboxFilters => ({
  status: ReportStatus.safeParse(params.get('status')).data ?? null,
  complex: idOf(params.get('complex')),
  text: cutText(params.get('text') ?? '', MAX_FILTER_TEXT_LENGTH),
  mine: params.get('mine') === TRUE,
  waiting: params.get('waiting') === TRUE,
  overdue: params.get('overdue') === TRUE,
  order: InboxOrder.safeParse(params.get('order')).data ?? 'newest',
});

/** The URL's params with some filters changed: a changed filter starts at the first page. */
export const withInboxFilters = (
  params: URLSearchParams,
  changed: Partial<InboxFilters>,
): URLSearchParams => {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => {
    if (value === null || value === '') next.delete(name);
    else next.set(name, value);
  };
  if ('status' in changed) set('status', changed.status ?? null);
  if ('complex' in changed) set('complex', changed.complex == null ? null : String(changed.complex));
  if ('text' in changed) set('text', changed.text ?? null);
  if ('mine' in changed) set('mine', changed.mine === true ? TRUE : null);
  if ('waiting' in changed) set('waiting', changed.waiting === true ? TRUE : null);
  if ('overdue' in changed) set('overdue', changed.overdue === true ? TRUE : null);
  if ('order' in changed) set('order', changed.order === 'due' ? 'due' : null);
  next.delete('page');
  return next;
};

/** The inbox call's query: only the filters that are set, and the page from the second on. */
export const inboxQuery = (filters: InboxFilters, page: number): InboxQuery => {
  const text = filters.text.trim();
  return {
    ...(page > FIRST_PAGE && { page: String(page) }),
    ...(filters.status !== null && { status: filters.status }),
    ...(filters.complex !== null && { complex: String(filters.complex) }),
    ...(text !== '' && { text }),
    ...(filters.mine && { mine: TRUE }),
    ...(filters.waiting && { waiting: TRUE }),
    ...(filters.overdue && { overdue: TRUE }),
    ...(filters.order !== 'newest' && { order: filters.order }),
  };
};

/** Whether any filter is set (the order is no filter). */
export const isFiltered = (filters: InboxFilters): boolean =>
  filters.status !== null ||
  filters.complex !== null ||
  filters.text.trim() !== '' ||
  filters.mine ||
  filters.waiting ||
  filters.overdue;
