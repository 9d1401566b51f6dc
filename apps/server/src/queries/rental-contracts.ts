import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { units } from '../db/schema/complexes';
import { files } from '../db/schema/files';
import { rentalContractUnits, rentalContracts } from '../db/schema/rentals';

/** Rental contracts matching `where` (a policy's filter), oldest first, with their contract file. */
export const findRentalContracts = (db: Database, where: SQL | undefined) =>
  db
    .select({ contract: rentalContracts, file: files })
    .from(rentalContracts)
    .leftJoin(files, eq(files.id, rentalContracts.contractFileId))
    .where(where)
    .orderBy(asc(rentalContracts.startDate), asc(rentalContracts.id));

export type RentalContractRow = Awaited<ReturnType<typeof findRentalContracts>>[number];

/** The units of these contracts, by index number. */
export const findRentedUnits = async (db: Database, contractIds: readonly number[]) =>
  contractIds.length === 0
    ? []
    : db
        .select({
          contractId: rentalContractUnits.contractId,
          id: units.id,
          adres: units.adres,
          indexNr: units.indexNr,
        })
        .from(rentalContractUnits)
        .innerJoin(units, eq(units.id, rentalContractUnits.unitId))
        .where(inArray(rentalContractUnits.contractId, [...contractIds]))
        .orderBy(asc(units.indexNr));

export type RentedUnitRow = Awaited<ReturnType<typeof findRentedUnits>>[number];
