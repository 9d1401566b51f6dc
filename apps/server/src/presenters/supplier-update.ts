import type { SQL } from 'drizzle-orm';
import type { StatusReport, SupplierUpdate } from '@vve/contract/calls/work-assignments';
import { SupplierStatus } from '@vve/contract/enums';
import { answerFields, moment, parsed } from '../db/answer-fields';
import type { FileRow } from '../db/schema/files';
import { supplierUpdates } from '../db/schema/work-orders';
import { presentFile } from './file';

/** A status the supplier reported on a work order (spec §3, §4). */
const supplierUpdate = answerFields(supplierUpdates, {
  status: parsed('status', SupplierStatus),
  description: 'description',
  creationDate: moment('createdAt'),
});

/** A supplier's status report as the answer has it, from its row. */
export const presentSupplierUpdate = (row: Parameters<typeof supplierUpdate.present>[0]): SupplierUpdate =>
  supplierUpdate.present(row);

/** A status report with the photos sent with it, as the back office reads it. */
export const presentStatusReport = (
  row: Parameters<typeof presentSupplierUpdate>[0] & { attachments: FileRow[] },
): StatusReport => ({ ...presentSupplierUpdate(row), attachments: row.attachments.map(presentFile) });

/** `presentSupplierUpdate` in the database: a row of `supplier_updates` as the answer's JSON. */
export const supplierUpdateJson: SQL = supplierUpdate.json;
