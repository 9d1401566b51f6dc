import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { schedules } from '../db/schema/inspections';
import { supplierRecordInScope, withinScope, type SupplierScope } from './supplier-scope';

/** The inspection tasks a user may list: their organisation's (all, for administrators). */
export const visibleSchedules = (scope: SupplierScope): SQL | undefined =>
  withinScope(scope, schedules.supplierId);

/** The task's row when it is the caller's organisation's (or the caller administers); else 404. */
export const scheduleInScope = (db: Database, scope: SupplierScope, id: number) =>
  supplierRecordInScope(db, scope, schedules, id, 'Task');
