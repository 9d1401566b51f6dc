/** Supplier lists are paged (spec §9). */
export const PAGE_SIZE = 50;
export const FIRST_PAGE = 1;

/** A next page may exist only when the current page is full. */
export const hasNextPage = (itemsOnPage: number): boolean => itemsOnPage === PAGE_SIZE;

export const hasPreviousPage = (page: number): boolean => page > FIRST_PAGE;

/** The number of items before the given page. */
export const pageOffset = (page: number): number => (page - FIRST_PAGE) * PAGE_SIZE;
