import { aspects } from '../db/schema/inspections';
import { workOrders } from '../db/schema/work-orders';
import type { Database } from '../db/database';
import { visibleAspects } from './aspects';
import { withinScope, type SupplierScope } from './supplier-scope';

/**
 * The complexes a supplier works in: where its organisation has work orders, or tasks or inspections of an
 * aspect. None for a scope of no organisation; for administrators (all), every complex with any of them.
 */
export const suppliedComplexIds = async (db: Database, scope: SupplierScope): Promise<number[]> => {
  if (scope.kind === 'none') return [];
  const [ordered, inspected] = await Promise.all([
    db
      .selectDistinct({ id: workOrders.complexId })
      .from(workOrders)
      .where(withinScope(scope, workOrders.supplierId)),
    db.selectDistinct({ id: aspects.complexId }).from(aspects).where(visibleAspects(db, scope)),
  ]);
  return [...new Set([...ordered, ...inspected].map((complex) => complex.id))];
};
