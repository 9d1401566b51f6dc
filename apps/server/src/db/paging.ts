import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { PAGE_SIZE, pageOffset } from '@vve/contract/rules/paging';
import type { Database } from './database';

/** Which rows of a list: `limit` of them from `offset` on (a page, or an export's every row). */
export interface RowWindow {
  limit: number;
  offset?: number;
}

/** The rows of page `page` (spec §9: 50 a page). */
export const pageWindow = (page: number): RowWindow => ({ limit: PAGE_SIZE, offset: pageOffset(page) });

/**
 * The condition "among the rows `offset` to `offset + limit` of the list ordered by `order`". Those rows'
 * ids come first, from the table alone (by the ordering index where there is one); only they are then
 * joined and presented. Joining before the limit would join every row before the offset (page 20 joins
 * 1,000 rows for 50), and lets the planner join whole tables.
 */
export const amongFirstRows = (
  db: Database,
  id: PgColumn,
  where: SQL | undefined,
  order: SQL[],
  { limit, offset = 0 }: RowWindow,
): SQL =>
  inArray(
    id,
    db
      .select({ id })
      .from(id.table)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
  );

/** The condition "on page `page`" of a list ordered by `order` (spec §9: 50 a page). */
export const onPage = (db: Database, id: PgColumn, where: SQL | undefined, order: SQL[], page: number): SQL =>
  amongFirstRows(db, id, where, order, pageWindow(page));
