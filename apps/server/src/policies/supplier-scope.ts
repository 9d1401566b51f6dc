import { and, eq, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { found } from '../lib/http-error';
import type { SessionUser } from '../lib/session-user';

/** Whose supplier records a user sees: administrators all, a supplier their organisation's, others none. */
export type SupplierScope = { kind: 'all' } | { kind: 'organisation'; supplierId: number } | { kind: 'none' };

export const supplierScope = (user: SessionUser): SupplierScope => {
  if (user.roles.includes('administrator')) return { kind: 'all' };
  if (!user.roles.includes('supplier') || user.supplierId === null) return { kind: 'none' };
  return { kind: 'organisation', supplierId: user.supplierId };
};

/** The condition on a record's supplier column that keeps it within the scope. */
export const withinScope = (scope: SupplierScope, supplierColumn: Column): SQL | undefined => {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'none') return sql`false`;
  return eq(supplierColumn, scope.supplierId);
};

/** A table of records that belong to a supplier organisation: tasks, inspections, work orders. */
type SupplierRecords = PgTable & { id: PgColumn; supplierId: PgColumn };

/** The record's row when it is within the scope; else 404 (`${what} not found`), whether it exists or not. */
export const supplierRecordInScope = async <T extends SupplierRecords>(
  db: Database,
  scope: SupplierScope,
  table: T,
  id: number,
  what: string,
): Promise<T['$inferSelect']> => {
  const records: PgTable = table;
  const rows = await db
    .select()
    .from(records)
    .where(and(eq(table.id, id), withinScope(scope, table.supplierId)));
  return found(rows as T['$inferSelect'][], what);
};
