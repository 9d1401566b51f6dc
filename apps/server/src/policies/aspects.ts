import { and, eq, exists, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { aspects, inspections, schedules } from '../db/schema/inspections';
import { found, notFound } from '../lib/http-error';
import type { SessionUser } from '../lib/session-user';
import { supplierScope, withinScope, type SupplierScope } from './supplier-scope';

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

/**
 * What of a condition map a user sees: administrators every element (and the plan's works, and may link); a
 * supplier the elements of the aspects it has a task or an inspection of. Residents see none: 404.
 */
export const conditionMapAccess = (db: Database, user: SessionUser) => {
  const scope = supplierScope(user);
  if (scope.kind === 'none') throw notFound('Condition map');
  return { visible: visibleAspects(db, scope), administrator: scope.kind === 'all' };
};
