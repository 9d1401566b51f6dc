import type { SupplierUpdate } from '@vve/contract/calls/work-assignments';
import { SupplierStatus } from '@vve/contract/enums';

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
