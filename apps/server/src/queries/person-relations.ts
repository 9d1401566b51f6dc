import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { complexes, unitOwners, units } from '../db/schema/complexes';
import { debtors } from '../db/schema/finance';
import { rentalContracts } from '../db/schema/rentals';
import { supplierMembers, supplierOrganisations } from '../db/schema/suppliers';
import { findRentalContracts, findRentedUnits } from './rental-contracts';

const complexRef = { id: complexes.id, naam: complexes.naam };

/** The units a person owns, by complex and index number. */
const findOwnedUnits = (db: Database, userId: number) =>
  db
    .select({ unitId: units.id, adres: units.adres, indexNr: units.indexNr, complex: complexRef })
    .from(unitOwners)
    .innerJoin(units, eq(units.id, unitOwners.unitId))
    .innerJoin(complexes, eq(complexes.id, units.complexId))
    .where(eq(unitOwners.userId, userId))
    .orderBy(asc(complexes.naam), asc(units.indexNr));

const findDebtors = (db: Database, userId: number) =>
  db
    .select({ debtor: debtors, complex: complexRef })
    .from(debtors)
    .innerJoin(complexes, eq(complexes.id, debtors.complexId))
    .where(eq(debtors.userId, userId))
    .orderBy(asc(complexes.naam));

const findSupplier = (db: Database, userId: number) =>
  db
    .select({ id: supplierOrganisations.id, naam: supplierOrganisations.naam })
    .from(supplierMembers)
    .innerJoin(supplierOrganisations, eq(supplierOrganisations.id, supplierMembers.supplierId))
    .where(eq(supplierMembers.userId, userId));

/** Everything that ties a person to units, complexes and a supplier organisation. */
export const findPersonRelations = async (db: Database, userId: number) => {
  const [ownedUnits, contracts, debtorRows, [supplier]] = await Promise.all([
    findOwnedUnits(db, userId),
    findRentalContracts(db, eq(rentalContracts.tenantId, userId)),
    findDebtors(db, userId),
    findSupplier(db, userId),
  ]);
  const contractComplexIds = [...new Set(contracts.map((row) => row.contract.complexId))];
  const [rentedUnits, contractComplexes] = await Promise.all([
    findRentedUnits(
      db,
      contracts.map((row) => row.contract.id),
    ),
    contractComplexIds.length === 0
      ? []
      : db.select(complexRef).from(complexes).where(inArray(complexes.id, contractComplexIds)),
  ]);
  return { ownedUnits, contracts, rentedUnits, contractComplexes, debtorRows, supplier: supplier ?? null };
};
