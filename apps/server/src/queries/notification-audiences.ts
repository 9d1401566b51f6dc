import { and, arrayContains, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema/accounts';
import { unitOwners, units } from '../db/schema/complexes';
import { rentalContracts } from '../db/schema/rentals';
import { supplierMembers } from '../db/schema/suppliers';

/** Who hears of a change: one person, or everyone of a group. */
export type Audience =
  | { to: 'person'; userId: number }
  | { to: 'administrators' }
  | { to: 'supplier'; supplierId: number }
  | { to: 'residents'; complexId: number };

const active = isNull(users.deactivatedAt);

/** The people of an audience who can hear anything: active accounts. */
export const findAudience = async (db: Database, audience: Audience): Promise<number[]> => {
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
  switch (audience.to) {
    case 'person':
      return ids(
        await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, audience.userId), active)),
      );
    case 'administrators':
      return ids(
        await db
          .select({ id: users.id })
          .from(users)
          .where(and(arrayContains(users.roles, ['administrator']), active)),
      );
    case 'supplier':
      return ids(
        await db
          .select({ id: users.id })
          .from(supplierMembers)
          .innerJoin(users, eq(users.id, supplierMembers.userId))
          .where(and(eq(supplierMembers.supplierId, audience.supplierId), active)),
      );
    case 'residents': {
      // The same residents as policies/resident-complexes: owners of its units and its tenants.
      const owners = db
        .select({ id: unitOwners.userId })
        .from(unitOwners)
        .innerJoin(units, eq(units.id, unitOwners.unitId))
        .where(eq(units.complexId, audience.complexId));
      const tenants = db
        .select({ id: rentalContracts.tenantId })
        .from(rentalContracts)
        .where(eq(rentalContracts.complexId, audience.complexId));
      return ids(
        await db
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, owners.union(tenants)), active)),
      );
    }
  }
};
