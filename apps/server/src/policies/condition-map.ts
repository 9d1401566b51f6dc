import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { complexes } from '../db/schema/complexes';
import { aspects } from '../db/schema/inspections';
import { found, notFound } from '../lib/http-error';
import type { SessionUser } from '../lib/session-user';
import { assertAspectVisible, visibleAspects } from './aspects';
import { ownerOf } from './resident-complexes';
import { supplierScope } from './supplier-scope';

/** Whether the user owns a unit in the complex and its administrator shows its owners the condition map. */
const ownerSeesConditionMap = async (db: Database, userId: number, complexId: number): Promise<boolean> => {
  const rows = await db
    .select({ id: complexes.id })
    .from(complexes)
    .where(and(eq(complexes.id, complexId), eq(complexes.ownerConditionMap, true), ownerOf(userId)));
  return rows.length > 0;
};

/**
 * What of a condition map its reader sees: a condition on `aspects`, whether the plan's works (administrators), and
 * whether it may link what it sees to the model.
 */
interface ConditionMapAccess {
  visible: SQL | undefined;
  administrator: boolean;
  mayLink: boolean;
}

/**
 * What of a complex's condition map a user sees: administrators every element (and the plan's works, and may link);
 * its owners every element where the administrator shows them the map; a supplier the elements of the aspects it has
 * a task or an inspection of, and may link those (the inspector, the elements graded). Anyone else nothing (null).
 */
const conditionMapReader = async (
  db: Database,
  user: SessionUser,
  complexId: number,
): Promise<ConditionMapAccess | null> => {
  const scope = supplierScope(user);
  if (scope.kind === 'all') return { visible: undefined, administrator: true, mayLink: true };
  if (await ownerSeesConditionMap(db, user.id, complexId))
    return { visible: undefined, administrator: false, mayLink: false };
  if (scope.kind === 'none') return null;
  return { visible: visibleAspects(db, scope), administrator: false, mayLink: true };
};

/** What of a complex's condition map a user sees (see `conditionMapReader`); 404 to anyone who sees none of it. */
export const conditionMapAccess = async (
  db: Database,
  user: SessionUser,
  complexId: number,
): Promise<ConditionMapAccess> => {
  const access = await conditionMapReader(db, user, complexId);
  if (access === null) throw notFound('Condition map');
  return access;
};

/** Whether the viewer offers the user a complex's condition map. */
export const seesConditionMap = async (
  db: Database,
  user: SessionUser,
  complexId: number,
): Promise<boolean> => (await conditionMapReader(db, user, complexId)) !== null;

/** An element's condition history is read by whoever sees the element on its complex's condition map; else 404. */
export const assertElementConditionVisible = async (
  db: Database,
  user: SessionUser,
  element: { aspectId: number },
): Promise<void> => {
  const scope = supplierScope(user);
  if (scope.kind === 'all') return;
  const aspect = found(
    await db.select({ complexId: aspects.complexId }).from(aspects).where(eq(aspects.id, element.aspectId)),
    'Element',
  );
  if (await ownerSeesConditionMap(db, user.id, aspect.complexId)) return;
  await assertAspectVisible(db, scope, element.aspectId, 'Element');
};
