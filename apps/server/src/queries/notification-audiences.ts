import { and, arrayContains, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema/accounts';
import { unitOwners, units } from '../db/schema/complexes';
import { rentalContracts } from '../db/schema/rentals';
import { supplierMembers } from '../db/schema/suppliers';
import { aspects, inspections, schedules } from '../db/schema/inspections';
import { workOrders } from '../db/schema/work-orders';

/**
 * Who hears of a change: one person, or everyone of a group: administrators, a supplier's members, or of a
 * complex its residents (owners and tenants), its owners, its tenants or the members of the suppliers who work
 * there (with a work order, or a task or inspection of one of its aspects).
 */
export type Audience =
  | { to: 'person'; userId: number }
  | { to: 'administrators' }
  | { to: 'supplier'; supplierId: number }
  | { to: 'residents' | 'owners' | 'tenants' | 'suppliers'; complexId: number };

const active = isNull(users.deactivatedAt);

/** The people of a group of a complex, as a subquery (the residents are those of policies/resident-complexes). */
const complexGroup = (
  db: Database,
  group: 'residents' | 'owners' | 'tenants' | 'suppliers',
  complexId: number,
) => {
  const owners = db
    .select({ id: unitOwners.userId })
    .from(unitOwners)
    .innerJoin(units, eq(units.id, unitOwners.unitId))
    .where(eq(units.complexId, complexId));
  const tenants = db
    .select({ id: rentalContracts.tenantId })
    .from(rentalContracts)
    .where(eq(rentalContracts.complexId, complexId));
  if (group === 'owners') return owners;
  if (group === 'tenants') return tenants;
  if (group === 'residents') return owners.union(tenants);
  const working = db
    .select({ id: workOrders.supplierId })
    .from(workOrders)
    .where(eq(workOrders.complexId, complexId))
    .union(
      db
        .select({ id: schedules.supplierId })
        .from(schedules)
        .innerJoin(aspects, eq(aspects.id, schedules.aspectId))
        .where(eq(aspects.complexId, complexId)),
    )
    .union(
      db
        .select({ id: inspections.supplierId })
        .from(inspections)
        .innerJoin(aspects, eq(aspects.id, inspections.aspectId))
        .where(eq(aspects.complexId, complexId)),
    );
  return db
    .select({ id: supplierMembers.userId })
    .from(supplierMembers)
    .where(inArray(supplierMembers.supplierId, working));
};

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
    case 'residents':
    case 'owners':
    case 'tenants':
    case 'suppliers':
      return ids(
        await db
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, complexGroup(db, audience.to, audience.complexId)), active)),
      );
  }
};
