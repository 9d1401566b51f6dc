import type { SQL } from 'drizzle-orm';
import { supplierContracts } from '../db/schema/suppliers';
import { withinScope, type SupplierScope } from './supplier-scope';

/** The contracts a user may list: their organisation's (all, for administrators). */
export const visibleSupplierContracts = (scope: SupplierScope): SQL | undefined =>
  withinScope(scope, supplierContracts.supplierId);
