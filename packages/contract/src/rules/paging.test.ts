import { describe, expect, it } from 'vitest';
import { FIRST_PAGE, PAGE_SIZE, hasNextPage, hasPreviousPage, pageOffset } from './paging';

describe('paging', () => {
  it('has 50 items per page, starting at page 1', () => {
    expect(PAGE_SIZE).toBe(50);
    expect(FIRST_PAGE).toBe(1);
  });

  it.each([
    [0, false],
    [49, false],
    [50, true],
    [51, false],
  ])('with %i items on the page, hasNextPage is %s', (items, expected) => {
    expect(hasNextPage(items)).toBe(expected);
  });

  it('offers a previous page from page 2', () => {
    expect(hasPreviousPage(1)).toBe(false);
    expect(hasPreviousPage(2)).toBe(true);
    expect(hasPreviousPage(3)).toBe(true);
  });

  it('skips the items of the earlier pages', () => {
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(2)).toBe(50);
    expect(pageOffset(3)).toBe(100);
  });
});
