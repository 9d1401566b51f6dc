import { sql, type SQL } from 'drizzle-orm';
import type { SupplierUpdate } from '@vve/contract/calls/work-assignments';
import { SupplierStatus } from '@vve/contract/enums';
import { isoMoment } from '../db/json-answer';
import { supplierUpdates } from '../db/schema/work-assignments';

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

/** `presentSupplierUpdate` in the database: a row of `supplier_updates` as the answer's JSON. */
export const supplierUpdateJson: SQL = sql`json_build_object('status', ${supplierUpdates.status},
  'description', ${supplierUpdates.description}, 'creationDate', ${isoMoment(supplierUpdates.createdAt)})`;
