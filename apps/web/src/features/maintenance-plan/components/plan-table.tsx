import type { PlanLine } from '@vve/contract/calls/maintenance-plan';
import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useId, useRef, type CSSProperties, type ReactNode } from 'react';
import type { PlanSort, PlanSortKey } from './line-order';
import type { PlanColumn, SumRow } from './plan-columns';
import classes from './plan-table.module.css';
import { SortHeader } from './sort-header';

/** A row's height before it is measured, in pixels. */
const ROW_HEIGHT = 56;
/** How many rows are rendered beyond those in view, on either side. */
const OVERSCAN = 10;
/** The height of a box the browser has not laid out (it has no size yet): it shows the rows of so many pixels. */
const UNLAID_HEIGHT = 600;

/** A labelled row of sums below the lines: a chapter's subtotal or the plan's total. */
export interface LabelledSum extends SumRow {
  key: string;
  label: string;
  /** The plan's total: set apart from the subtotals. */
  grand?: boolean;
}

interface PlanTableProps {
  caption: ReactNode;
  /** The columns that stay in view while the table scrolls sideways, then the others. */
  columns: { sticky: readonly PlanColumn[]; scrolling: readonly PlanColumn[] };
  lines: readonly PlanLine[];
  sums: readonly LabelledSum[];
  sort: PlanSort;
  onSort: (key: PlanSortKey) => void;
}

type Placed = PlanColumn & { left?: number; last?: boolean };

/** The columns with the offsets of those that stay in view. */
const placeColumns = (sticky: readonly PlanColumn[], scrolling: readonly PlanColumn[]): Placed[] => {
  let left = 0;
  const placed = sticky.map((column, index) => {
    const at = { ...column, left, last: index === sticky.length - 1 };
    left += column.width;
    return at;
  });
  return [...placed, ...scrolling];
};

const cellClass = (column: Placed) =>
  [
    column.left === undefined ? '' : classes.sticky,
    column.last ? classes.lastSticky : '',
    column.numeric ? classes.numeric : '',
  ].join(' ');

const cellStyle = (column: Placed): CSSProperties | undefined =>
  column.left === undefined ? undefined : { left: column.left };

/**
 * The plan as a table: a row per line with a cell per column, the chapters' subtotals and the plan's total below.
 * It scrolls both ways in its own box (reachable by keyboard), its header stays on top and its first columns on
 * the left; only the rows in view (and a few around them) are rendered, so that hundreds of lines over 40 years
 * scroll smoothly. The rows say their place among all (aria-rowindex), for screen readers.
 */
export const PlanTable = ({ caption, columns, lines, sums, sort, onSort }: PlanTableProps) => {
  const captionId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const placed = placeColumns(columns.sticky, columns.scrolling);
  const width = placed.reduce((sum, column) => sum + column.width, 0);
  const stickyWidth = columns.sticky.reduce((sum, column) => sum + column.width, 0);
  // The app is not built with the React Compiler, whose memoising this warns of: nothing here is memoised.
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer's functions change as it scrolls
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (index) => lines[index]?.id ?? index,
    // A box or a row the browser has not laid out (no height yet) counts as the usual size.
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) => {
        report(rect.height > 0 ? rect : { ...rect, height: UNLAID_HEIGHT });
      }),
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || ROW_HEIGHT,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const spacer = (height: number) =>
    height > 0 && (
      <tr aria-hidden style={{ height }}>
        <td colSpan={placed.length} style={{ padding: 0, border: 0 }} />
      </tr>
    );
  return (
    <div ref={scroller} className={classes.scroller} tabIndex={0} role="region" aria-labelledby={captionId}>
      <table className={classes.table} style={{ width }} aria-rowcount={lines.length + sums.length + 1}>
        <caption id={captionId} className={classes.caption}>
          {caption}
        </caption>
        <colgroup>
          {placed.map((column) => (
            <col key={column.key} style={{ width: column.width }} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {placed.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cellClass(column)}
                style={cellStyle(column)}
                aria-sort={
                  column.sort === undefined ? undefined : sort?.key === column.sort ? sort.direction : 'none'
                }
              >
                {column.sort === undefined ? (
                  column.header
                ) : (
                  <SortHeader label={column.header} sortKey={column.sort} sort={sort} onSort={onSort} />
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {spacer(before)}
          {items.map((item) => {
            const line = lines[item.index];
            if (!line) return null;
            return (
              <tr
                key={line.id}
                ref={virtualizer.measureElement}
                data-index={item.index}
                aria-rowindex={item.index + 2}
              >
                {placed.map((column) =>
                  column.rowHeader ? (
                    <th key={column.key} scope="row" className={cellClass(column)} style={cellStyle(column)}>
                      {column.cell(line)}
                    </th>
                  ) : (
                    <td key={column.key} className={cellClass(column)} style={cellStyle(column)}>
                      {column.cell(line)}
                    </td>
                  ),
                )}
              </tr>
            );
          })}
          {spacer(after)}
        </tbody>
        <tfoot>
          {sums.map((row, index) => (
            <tr
              key={row.key}
              className={row.grand ? classes.total : undefined}
              aria-rowindex={lines.length + index + 2}
            >
              <th
                scope="row"
                colSpan={columns.sticky.length}
                className={`${classes.sticky} ${classes.lastSticky}`}
                style={{ left: 0, width: stickyWidth }}
              >
                {row.label}
              </th>
              {columns.scrolling.map((column) => (
                <td key={column.key} className={cellClass(column)}>
                  {column.sum?.(row)}
                </td>
              ))}
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
};
