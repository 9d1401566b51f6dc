import type { PlanLine } from '@vve/contract/calls/maintenance-plan';

/** The columns the table sorts by. */
export type PlanSortKey = 'code' | 'element' | 'firstYear' | 'total';

/** The table's order: a column and its direction; null keeps the plan's own order. */
export type PlanSort = { key: PlanSortKey; direction: 'ascending' | 'descending' } | null;

/** The chapter filter's value for lines without an NL-SfB code. */
export const NO_CHAPTER = 'none';

/** Which lines the table shows: of a chapter (null: all; NO_CHAPTER: those without a code), and of elements matching a text. */
export interface LineFilter {
  chapter: string | null;
  element: string;
}

/** Whether a line is of the chapter filter's chapter. */
export const inChapter = (chapter: string | null, filter: string | null): boolean =>
  filter === null || (chapter ?? NO_CHAPTER) === filter;

/** The lines a filter lets through: its chapter, and an element whose code, label or location holds the text. */
export const filterLines = (lines: readonly PlanLine[], filter: LineFilter): PlanLine[] => {
  const text = filter.element.trim().toLocaleLowerCase();
  return lines.filter(
    (line) =>
      inChapter(line.chapter, filter.chapter) &&
      (text === '' ||
        [line.element?.nlsfbCode, line.element?.label, line.element?.location].some((value) =>
          value?.toLocaleLowerCase().includes(text),
        )),
  );
};

/** What a line is sorted by in a column: a text or a number, or null (sorted last whatever the direction). */
const sortValue = (line: PlanLine, key: PlanSortKey): string | number | null => {
  if (key === 'code') return line.element?.nlsfbCode ?? null;
  if (key === 'element') return line.element?.label ?? null;
  return key === 'firstYear' ? line.firstYear : line.total;
};

const compareValues = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));

/** The lines in the table's order; lines that sort the same keep the plan's order. */
export const sortLines = (lines: readonly PlanLine[], sort: PlanSort): PlanLine[] => {
  if (sort === null) return [...lines];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...lines].sort((first, second) => {
    const a = sortValue(first, sort.key);
    const b = sortValue(second, sort.key);
    if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
    return sign * compareValues(a, b);
  });
};

/** The order after a click on a column's header: ascending first, then descending, then ascending again. */
export const nextSort = (sort: PlanSort, key: PlanSortKey): PlanSort =>
  sort?.key === key && sort.direction === 'ascending'
    ? { key, direction: 'descending' }
    : { key, direction: 'ascending' };
