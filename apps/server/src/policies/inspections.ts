import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { inspections } from '../db/schema/inspections';
import { notFound } from '../lib/http-error';
import { assertWithinScope, type SupplierScope } from './supplier-scope';

/** The inspection's row when it is the caller's organisation's (or the caller administers); else 404. */
export const inspectionInScope = async (db: Database, scope: SupplierScope, id: number) => {
  const [row] = await db.select().from(inspections).where(eq(inspections.id, id));
  if (!row) throw notFound('Inspection');
  assertWithinScope(scope, row.supplierId, 'Inspection');
  return row;
};
