import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { workAssignments } from '../db/schema/work-assignments';
import { supplierRecordInScope, withinScope, type SupplierScope } from './supplier-scope';

/** The work orders a user may list: their organisation's (all, for administrators). */
export const visibleWorkAssignments = (scope: SupplierScope): SQL | undefined =>
  withinScope(scope, workAssignments.supplierId);

/** The work order's row when it is the caller's organisation's (or the caller administers); else 404. */
export const workAssignmentInScope = (db: Database, scope: SupplierScope, id: number) =>
  supplierRecordInScope(db, scope, workAssignments, id, 'Work order');
