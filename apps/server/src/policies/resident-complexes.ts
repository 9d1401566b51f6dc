import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { complexes, unitOwners, units } from '../db/schema/complexes';
import { rentalContracts } from '../db/schema/rentals';
import { found } from '../lib/http-error';

const columns = { id: complexes.id, naam: complexes.naam, archivedAt: complexes.archivedAt };

/**
 * A resident's complexes: those they own units in, and those they rent in. Residents see the
 * description, meetings, projects and shared requests of these complexes, and nothing of others. An
 * archived complex is among them (its records stay theirs), but no list shows it and no request is sent
 * for it (see `inUse`).
 */
export const residentComplexes = async (db: Database, userId: number) => {
  const owned = db
    .selectDistinct(columns)
    .from(complexes)
    .innerJoin(units, eq(units.complexId, complexes.id))
    .innerJoin(unitOwners, eq(unitOwners.unitId, units.id))
    .where(eq(unitOwners.userId, userId));
  const rented = db
    .selectDistinct(columns)
    .from(complexes)
    .innerJoin(rentalContracts, eq(rentalContracts.complexId, complexes.id))
    .where(eq(rentalContracts.tenantId, userId));
  const rows = await owned.union(rented);
  return rows.sort((a, b) => a.naam.localeCompare(b.naam, 'nl') || a.id - b.id);
};

/** Whether a complex is in use: not archived. */
export const inUse = (complex: { archivedAt: Date | null }): boolean => complex.archivedAt === null;

/**
 * The condition "a complex of the resident `userId`" on a row of `complexes`: they own a unit in it or rent in it,
 * as `residentComplexes` lists them (for one complex at a time: it reads indexes from the complex's side).
 */
export const residentOf = (userId: number): SQL =>
  sql`(exists (select 1 from ${units} join ${unitOwners} on ${eq(unitOwners.unitId, units.id)}
        where ${units.complexId} = ${complexes.id} and ${unitOwners.userId} = ${userId})
      or exists (select 1 from ${rentalContracts}
        where ${rentalContracts.complexId} = ${complexes.id} and ${rentalContracts.tenantId} = ${userId}))`;

/** The complex, when it is one of the resident's; else 404, whether it exists or not. */
export const residentComplex = async (db: Database, userId: number, complexId: number) =>
  found(
    await db
      .select()
      .from(complexes)
      .where(and(eq(complexes.id, complexId), residentOf(userId))),
    'Complex',
  );
