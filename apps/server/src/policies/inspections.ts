import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { inspections } from '../db/schema/inspections';
import { supplierRecordInScope, withinScope, type SupplierScope } from './supplier-scope';

/** The inspections a user may list: their organisation's (all, for administrators). */
export const visibleInspections = (scope: SupplierScope): SQL | undefined =>
  withinScope(scope, inspections.supplierId);

/** The inspection's row when it is the caller's organisation's (or the caller administers); else 404. */
export const inspectionInScope = (db: Database, scope: SupplierScope, id: number) =>
  supplierRecordInScope(db, scope, inspections, id, 'Inspection');
