import { and, eq, exists, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { aspects, inspections, schedules } from '../db/schema/inspections';
import { found } from '../lib/http-error';
import { withinScope, type SupplierScope } from './supplier-scope';

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
  const tasked = db
    .select({ id: schedules.id })
    .from(schedules)
    .where(and(eq(schedules.aspectId, aspects.id), withinScope(scope, schedules.supplierId)));
  const inspected = db
    .select({ id: inspections.id })
    .from(inspections)
    .where(and(eq(inspections.aspectId, aspects.id), withinScope(scope, inspections.supplierId)));
  const visible = await db
    .select({ id: aspects.id })
    .from(aspects)
    .where(
      and(eq(aspects.id, aspectId), scope.kind === 'all' ? undefined : or(exists(tasked), exists(inspected))),
    );
  found(visible, what);
};
