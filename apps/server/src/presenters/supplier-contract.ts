import type { Contract } from '@vve/contract/calls/contracts';
import type { supplierContracts } from '../db/schema/suppliers';

/** A supplier's contract with the administrator (spec §3); the screen derives its display status. */
export const presentSupplierContract = (row: typeof supplierContracts.$inferSelect): Contract => ({
  id: row.id,
  titel: row.titel,
  actief: row.actief,
  beginDatum: row.beginDatum,
  eindDatum: row.eindDatum,
});
