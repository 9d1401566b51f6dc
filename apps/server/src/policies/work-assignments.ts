import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { workAssignments } from '../db/schema/work-assignments';
import { notFound } from '../lib/http-error';
import { assertWithinScope, type SupplierScope } from './supplier-scope';

/** The work order's row when it is the caller's organisation's (or the caller administers); else 404. */
export const workAssignmentInScope = async (db: Database, scope: SupplierScope, id: number) => {
  const [row] = await db.select().from(workAssignments).where(eq(workAssignments.id, id));
  if (!row) throw notFound('Work order');
  assertWithinScope(scope, row.supplierId, 'Work order');
  return row;
};
