import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sqlList } from '../db/json-rows';
import { supplierUpdates, workOrders } from '../db/schema/work-orders';

/** The status reports of the work order of the query around it. */
const updatesOfWorkOrder: SQL = eq(supplierUpdates.workAssignmentId, workOrders.id);

/** Which of a work order's status reports is its newest: the last made, the last stored of those made at once. */
const newestUpdateFirst = [desc(supplierUpdates.createdAt), desc(supplierUpdates.id)];

/**
 * The rest of a `select` of the newest status report of the work order of the query around it (by its index):
 * `select <columns of supplier_updates> ${newestUpdateOfWorkOrder}`.
 */
export const newestUpdateOfWorkOrder: SQL = sql`from ${supplierUpdates}
  where ${updatesOfWorkOrder} order by ${sqlList(newestUpdateFirst)} limit 1`;

/** The newest status report of the work order of the query around it, as Drizzle joins it laterally. */
export const lastUpdateOf = (db: Database) =>
  db
    .select({
      status: supplierUpdates.status,
      description: supplierUpdates.description,
      createdAt: supplierUpdates.createdAt,
    })
    .from(supplierUpdates)
    .where(updatesOfWorkOrder)
    .orderBy(...newestUpdateFirst)
    .limit(1)
    .as('last_update');

/** `lastUpdateOf` in SQL text: its columns, and the lateral join (`left join ${lastUpdateLateral} on true`). */
export const lastUpdate = {
  status: sql.raw('last_update.status'),
  description: sql.raw('last_update.description'),
  createdAt: sql.raw('last_update.created_at'),
};
export const lastUpdateLateral = sql`lateral (select ${supplierUpdates.status} as status,
    ${supplierUpdates.description} as description, ${supplierUpdates.createdAt} as created_at
  ${newestUpdateOfWorkOrder}) as last_update`;
