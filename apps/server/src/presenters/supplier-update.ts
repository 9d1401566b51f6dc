import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { StatusReport, SupplierUpdate } from '@vve/contract/calls/work-assignments';
import { SupplierStatus } from '@vve/contract/enums';
import { isoMoment } from '../db/json-answer';
import { sqlList } from '../db/json-rows';
import type { FileRow } from '../db/schema/files';
import { supplierUpdates, workOrders } from '../db/schema/work-orders';
import { presentFile } from './file';

/** A status the supplier reported on a work order (spec §3, §4). */
export const presentSupplierUpdate = (row: {
  status: string;
  description: string | null;
  createdAt: Date;
}): SupplierUpdate => ({
  status: SupplierStatus.parse(row.status),
  description: row.description,
  creationDate: row.createdAt.toISOString(),
});

/** A status report with the photos sent with it, as the back office reads it. */
export const presentStatusReport = (
  row: Parameters<typeof presentSupplierUpdate>[0] & { attachments: FileRow[] },
): StatusReport => ({ ...presentSupplierUpdate(row), attachments: row.attachments.map(presentFile) });

/** The status reports of the work order of the query around it. */
export const updatesOfWorkOrder: SQL = eq(supplierUpdates.workAssignmentId, workOrders.id);

/** Which of a work order's status reports is its newest: the last made, the last stored of those made at once. */
export const newestUpdateFirst = [desc(supplierUpdates.createdAt), desc(supplierUpdates.id)];

/**
 * The rest of a `select` of the newest status report of the work order of the query around it (by its index):
 * `select <columns of supplier_updates> ${newestUpdateOfWorkOrder}`.
 */
export const newestUpdateOfWorkOrder: SQL = sql`from ${supplierUpdates}
  where ${updatesOfWorkOrder} order by ${sqlList(newestUpdateFirst)} limit 1`;

/** `presentSupplierUpdate` in the database: a row of `supplier_updates` as the answer's JSON. */
export const supplierUpdateJson: SQL = sql`json_build_object('status', ${supplierUpdates.status},
  'description', ${supplierUpdates.description}, 'creationDate', ${isoMoment(supplierUpdates.createdAt)})`;
