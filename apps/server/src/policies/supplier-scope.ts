import { eq, sql, type Column, type SQL } from 'drizzle-orm';
import { notFound } from '../lib/http-error';
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

/** A record's supplier must be within the scope; otherwise the record does not exist for this user. */
export const assertWithinScope = (scope: SupplierScope, supplierId: number, what: string): void => {
  if (scope.kind === 'all') return;
  if (scope.kind === 'organisation' && scope.supplierId === supplierId) return;
  throw notFound(what);
};
