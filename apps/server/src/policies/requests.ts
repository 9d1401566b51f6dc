import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { requests } from '../db/schema/requests';
import { workOrders } from '../db/schema/work-orders';
import { refusal } from '../lib/http-error';
import type { SessionUser } from '../lib/session-user';
import { inUse, residentComplexes, residentComplexIds } from './resident-complexes';
import { isAdministrator } from './roles';
import { supplierScope, withinScope } from './supplier-scope';

/** The user's own requests. */
export const personalReports = (user: SessionUser): SQL => eq(requests.createdBy, user.id);

/** The shared requests of the user's complexes, and the user's own (the request-app's Recent list). */
export const recentReports = (user: SessionUser): SQL | undefined =>
  or(
    personalReports(user),
    and(
      eq(requests.publiclyVisible, true),
      // An array made once for the statement (an init plan), which the complex's index serves, where `in (…)`
      // inside `or` could only filter row by row.
      sql`${requests.complexId} = any(array(${residentComplexIds(user.id)}))`,
    ),
  );

/** The requests of the work orders of the user's supplier organisation (all, for administrators). */
export const workOrderReports = (db: Database, user: SessionUser): SQL =>
  inArray(
    requests.id,
    db
      .select({ id: workOrders.requestId })
      .from(workOrders)
      .where(withinScope(supplierScope(user), workOrders.supplierId)),
  );

/**
 * Every request a user may see: administrators all; residents their own and the shared ones of
 * their complexes (as on Recent); suppliers those of their work orders.
 */
export const visibleRequests = (db: Database, user: SessionUser): SQL | undefined => {
  if (isAdministrator(user)) return undefined;
  const ofWorkOrders = supplierScope(user).kind === 'none' ? undefined : workOrderReports(db, user);
  return or(recentReports(user), ofWorkOrders);
};

/** A resident raises requests for one of their complexes in use, or for none; else 400 with the reason. */
export const assertMayRaiseIn = async (
  db: Database,
  user: SessionUser,
  complexId: number | null,
): Promise<void> => {
  if (complexId === null) return;
  const mine = (await residentComplexes(db, user.id)).find((complex) => complex.id === complexId);
  if (!mine) throw refusal('notYourComplex');
  if (!inUse(mine)) throw refusal('complexClosedForRequests');
};
