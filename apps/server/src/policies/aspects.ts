import { and, eq, exists, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { aspects, inspections, schedules } from '../db/schema/inspections';
import { found } from '../lib/http-error';
import { withinScope, type SupplierScope } from './supplier-scope';

/**
 * The aspects visible to a supplier, as a condition on `aspects`: those its organisation has a task or an
 * inspection of; administrators see all (undefined).
 */
export const visibleAspects = (db: Database, scope: SupplierScope): SQL | undefined => {
  if (scope.kind === 'all') return undefined;
  const tasked = db
    .select({ id: schedules.id })
    .from(schedules)
    .where(and(eq(schedules.aspectId, aspects.id), withinScope(scope, schedules.supplierId)));
  const inspected = db
    .select({ id: inspections.id })
    .from(inspections)
    .where(and(eq(inspections.aspectId, aspects.id), withinScope(scope, inspections.supplierId)));
  return or(exists(tasked), exists(inspected));
};

/**
 * An aspect is visible to a supplier that has a task or an inspection of it; administrators see all. Else 404 for
 * `what` (the aspect, or the record of it that was asked for, so that its existence is not told).
 */
export const assertAspectVisible = async (
  db: Database,
  scope: SupplierScope,
  aspectId: number,
  what = 'Aspect',
): Promise<void> => {
  const visible = await db
    .select({ id: aspects.id })
    .from(aspects)
    .where(and(eq(aspects.id, aspectId), visibleAspects(db, scope)));
  found(visible, what);
};
