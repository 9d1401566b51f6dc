import { FIRST_PAGE } from '@vve/contract/rules/paging';
import { useSearchParams } from 'react-router';

/** The search params that hold the pages of paged lists: a screen's tabs share them (see `withoutPages`). */
export const PAGE_PARAMS = ['page', 'taskPage'] as const;
export type PageParam = (typeof PAGE_PARAMS)[number];

const pageOf = (text: string | null): number => {
  const page = Number(text);
  return Number.isSafeInteger(page) && page > FIRST_PAGE ? page : FIRST_PAGE;
};

/** The params without any list's page: another tab's list starts at its first page. */
export const withoutPages = (params: URLSearchParams): URLSearchParams => {
  const next = new URLSearchParams(params);
  for (const name of PAGE_PARAMS) next.delete(name);
  return next;
};

/**
 * The page of a paged list, kept in the URL (`?page=2`; the first page has none): each page is an entry in the
 * browser's history, so that going back from a record returns to its page, and back from page 2 to page 1.
 */
export const usePageParam = (name: PageParam = 'page') => {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get(name));
  const setPage = (next: number) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === FIRST_PAGE) updated.delete(name);
      else updated.set(name, String(next));
      return updated;
    });
    // A new page starts at its top (going back to a page is the browser's to restore).
    window.scrollTo({ top: 0 });
  };
  return [page, setPage] as const;
};
