import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/database';
import { jsonRecords, jsonValues } from '../db/json-rows';
import { users } from '../db/schema/accounts';
import { complexes, unitOwners, units } from '../db/schema/complexes';

/**
 * What an import finds of its file's rows in the database, one statement each for all rows: complexes by
 * name, units by complex and index number, people by email address, and their ownerships and contracts.
 */

/** Complexes whose names (without regard to case) are among `names`, archived ones too. */
export const complexesNamed = (db: Database, names: readonly string[]) =>
  db
    .select({
      id: complexes.id,
      naam: complexes.naam,
      archived: sql<boolean>`${complexes.archivedAt} is not null`,
    })
    .from(complexes)
    .where(sql`lower(${complexes.naam}) in ${jsonValues(names, 'text')}`);

/** The units at these (complex, index number) places. */
export const unitsAt = (db: Database, places: readonly { complexId: number; indexNr: string }[]) =>
  db
    .select({
      id: units.id,
      complexId: units.complexId,
      indexNr: units.indexNr,
      adres: units.adres,
      votes: units.votes,
      costShare: units.costShare,
    })
    .from(units)
    .where(
      sql`(${units.complexId}, ${units.indexNr}) in (select "complexId", "indexNr" from ${jsonRecords(
        places,
        'place("complexId" int, "indexNr" text)',
      )})`,
    );

/** The people who have one of these email addresses, or log in with one as their user name. */
export const peopleWithEmails = async (db: Database, emails: readonly string[]) => {
  const person = {
    id: users.id,
    email: users.email,
    username: users.username,
    name: users.name,
    language: users.language,
  };
  // Two statements, so that each is served by its unique index.
  const byEmail = await db
    .select(person)
    .from(users)
    .where(sql`${users.email} in ${jsonValues(emails, 'text')}`);
  const byUsername = await db
    .select(person)
    .from(users)
    .where(sql`${users.username} in ${jsonValues(emails, 'text')}`);
  return { byEmail, byUsername };
};

/** Which of these (unit, person) pairs are ownerships already. */
export const ownershipsAmong = (db: Database, pairs: readonly { unitId: number; userId: number }[]) =>
  db
    .select({ unitId: unitOwners.unitId, userId: unitOwners.userId })
    .from(unitOwners)
    .where(
      sql`(${unitOwners.unitId}, ${unitOwners.userId}) in (select "unitId", "userId" from ${jsonRecords(
        pairs,
        'pair("unitId" int, "userId" int)',
      )})`,
    );

/** Which of these (unit, tenant) pairs have a rental contract for that unit already. */
export const tenanciesAmong = (db: Database, pairs: readonly { unitId: number; userId: number }[]) =>
  queryRows<{ unitId: number; userId: number }>(
    db,
    sql`select distinct pair."unitId", pair."userId"
        from ${jsonRecords(pairs, 'pair("unitId" int, "userId" int)')}
        join rental_contracts contract on contract.tenant_id = pair."userId"
        join rental_contract_units contract_unit
          on contract_unit.contract_id = contract.id and contract_unit.unit_id = pair."unitId"`,
  );
