import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { workOrders } from '../db/schema/work-orders';
import { supplierRecordInScope, withinScope, type SupplierScope } from './supplier-scope';

/** The work orders a user may list: their organisation's (all, for administrators). */
export const visibleWorkOrders = (scope: SupplierScope): SQL | undefined =>
  withinScope(scope, workOrders.supplierId);

/** The work order's row when it is the caller's organisation's (or the caller administers); else 404. */
export const workOrderInScope = (db: Database, scope: SupplierScope, id: number) =>
  supplierRecordInScope(db, scope, workOrders, id, 'Work order');
