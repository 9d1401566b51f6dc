import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { complexes, unitOwners, units } from '../db/schema/complexes';
import { rentalContracts } from '../db/schema/rentals';
import { found } from '../lib/http-error';

/** The ids of the complexes a user owns units in, as a subquery. */
export const ownedComplexIds = (userId: number): SQL =>
  sql`select ${units.complexId} from ${units} join ${unitOwners} on ${eq(unitOwners.unitId, units.id)}
      where ${eq(unitOwners.userId, userId)}`;

/** The ids of the complexes a user rents in, as a subquery. */
export const rentedComplexIds = (userId: number): SQL =>
  sql`select ${rentalContracts.complexId} from ${rentalContracts} where ${eq(rentalContracts.tenantId, userId)}`;

/**
 * The ids of a resident's complexes, as a subquery: those they own units in, and those they rent in. Residents see
 * the description, meetings, projects and shared requests of these complexes, and nothing of others. An archived
 * complex is among them (its records stay theirs), but no list shows it and no request is sent for it (see
 * `inUse`).
 */
export const residentComplexIds = (userId: number): SQL =>
  sql`${ownedComplexIds(userId)} union ${rentedComplexIds(userId)}`;

/** The condition "a complex the user `userId` owns a unit in" on a row of `complexes`. */
export const ownerOf = (userId: number): SQL => sql`${complexes.id} in (${ownedComplexIds(userId)})`;

/** The condition "a complex of the resident `userId`" on a row of `complexes`. */
export const residentOf = (userId: number): SQL => sql`${complexes.id} in (${residentComplexIds(userId)})`;

/** A resident's complexes (see `residentComplexIds`), by name. */
export const residentComplexes = async (db: Database, userId: number) => {
  const rows = await db
    .select({ id: complexes.id, naam: complexes.naam, archivedAt: complexes.archivedAt })
    .from(complexes)
    .where(residentOf(userId));
  return rows.sort((a, b) => a.naam.localeCompare(b.naam, 'nl') || a.id - b.id);
};

/** Whether a complex is in use: not archived. */
export const inUse = (complex: { archivedAt: Date | null }): boolean => complex.archivedAt === null;

/** The complex, when it is one of the resident's; else 404, whether it exists or not. */
export const residentComplex = async (db: Database, userId: number, complexId: number) =>
  found(
    await db
      .select()
      .from(complexes)
      .where(and(eq(complexes.id, complexId), residentOf(userId))),
    'Complex',
  );

/**
 * The complex, when the user owns a unit in it (owners see what the association decides: its adopted maintenance
 * plan); else 404, whether it exists or not, also to its tenants.
 */
export const ownedComplex = async (db: Database, userId: number, complexId: number) =>
  found(
    await db
      .select({ id: complexes.id, naam: complexes.naam })
      .from(complexes)
      .where(and(eq(complexes.id, complexId), ownerOf(userId))),
    'Complex',
  );
