import { sql } from 'drizzle-orm';
import {
  MAX_IMPORT_ROWS,
  MAX_LISTED_IMPORT_ERRORS,
  type ImportRowError,
  type ImportSummary,
} from '@vve/contract/calls/office-import';
import {
  IMPORT_COLUMNS,
  crossRowErrors,
  parseImportRow,
  readImportHeader,
  type ImportCells,
  type ImportColumn,
  type ImportRow,
  type ImportTenancy,
} from '@vve/contract/rules/import-rows';
import type { Language } from '@vve/contract/constants';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { insertRows, jsonRecords, nextIds } from '../db/json-rows';
import { users } from '../db/schema/accounts';
import { unitOwners, units } from '../db/schema/complexes';
import { rentalContractUnits, rentalContracts } from '../db/schema/rentals';
import { HttpError } from '../lib/http-error';
import { TOO_MANY_ROWS } from '../lib/spreadsheet/read-csv';
import {
  complexesNamed,
  ownershipsAmong,
  peopleWithEmails,
  tenanciesAmong,
  unitsAt,
} from '../queries/import-matches';
import { newPersonRow } from './save-person';
import { syncRoles } from './sync-roles';

/** The file's rows, read and checked on their own and against each other. */
interface ReadRows {
  rows: ImportRow[];
  errors: ImportRowError[];
  /** Rows besides the header, empty ones not counted. */
  count: number;
}

/** The spreadsheet's name of a column: A, B, …, Z, AA, … */
const columnLetter = (index: number): string =>
  (index >= 26 ? columnLetter(Math.floor(index / 26) - 1) : '') + String.fromCharCode(65 + (index % 26));

const isEmpty = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

const emptySummary = (count: number, errors: ImportRowError[]): ImportSummary => ({
  rows: count,
  units: { created: 0, changed: 0 },
  people: { created: 0, changed: 0 },
  ownerships: { created: 0 },
  rentalContracts: { created: 0, unchanged: 0 },
  errors: errors.slice(0, MAX_LISTED_IMPORT_ERRORS),
  errorCount: errors.length,
});

/** What an import answers: its summary, or why it was refused (with the summary when the file was read). */
export type ImportOutcome =
  { refused: false; summary: ImportSummary } | { refused: true; message: string; summary: ImportSummary };

/**
 * Reads the table (row 1 first): the header is its first row that is not empty, every row below it is read
 * by the contract's rules. A header without the required columns refuses the file.
 */
const readRows = (table: readonly string[][]): ReadRows | ImportOutcome => {
  const headerAt = table.findIndex((cells) => !isEmpty(cells));
  if (headerAt < 0) throw new HttpError(400, 'The file is empty.');
  const header = readImportHeader(table[headerAt] ?? []);
  const body = table
    .map((cells, at) => ({ row: at + 1, cells }))
    .slice(headerAt + 1)
    .filter(({ cells }) => !isEmpty(cells));
  if (body.length > MAX_IMPORT_ROWS) throw new HttpError(400, TOO_MANY_ROWS);
  if (header.message !== undefined) {
    return {
      refused: true,
      message: header.message,
      summary: emptySummary(
        body.length,
        header.errors.map((error) => ({ ...error, row: headerAt + 1 })),
      ),
    };
  }
  if (body.length === 0) throw new HttpError(400, 'The file has no rows below its header.');
  const rows: ImportRow[] = [];
  const errors: ImportRowError[] = [];
  for (const { row, cells } of body) {
    const named: ImportCells = {};
    cells.forEach((cell, at) => {
      const column = header.columns[at];
      if (column) named[column] = cell;
      else if (cell.trim() !== '') {
        errors.push({ row, column: columnLetter(at), message: 'This cell is in a column without a name.' });
      }
    });
    const parsed = parseImportRow(row, named);
    errors.push(...parsed.errors);
    if (parsed.value) rows.push(parsed.value);
  }
  return { rows, errors: [...errors, ...crossRowErrors(rows)], count: body.length };
};

/** A unit of the plan: in the database, or to be created. */
const placeKey = (complexId: number, indexNr: string) => `${complexId}\u0000${indexNr}`;

interface Tenancy {
  place: string;
  email: string;
  complexId: number;
  terms: ImportTenancy;
}

/** What the import does: created and changed units and people, and the relations to add. */
interface Plan {
  summary: ImportSummary;
  newUnits: { complexId: number; indexNr: string; adres: string }[];
  changedUnits: { id: number; adres: string }[];
  newPeople: { email: string; name: string; language: Language }[];
  changedPeople: { id: number; name: string; language: string }[];
  ownerships: { place: string; email: string }[];
  tenancies: Tenancy[];
  /** The ids of units and people that exist already. */
  unitIds: Map<string, number>;
  personIds: Map<string, number>;
}

const complexProblem = (matches: { archived: boolean }[]): string => {
  const inUse = matches.filter((match) => !match.archived).length;
  if (inUse > 1) return 'Several complexes have this name: give one of them another name first.';
  if (matches.length > 0) return 'This complex is archived: take it back into use first.';
  return 'No complex has this name.';
};

const unique = <T>(values: Iterable<T>) => [...new Set(values)];

/** Finds every row's complex, unit and person (one statement each for all rows) and says what is to be done. */
const planImport = async (db: Database, read: ReadRows): Promise<Plan> => {
  const errors = [...read.errors];
  const fail = (row: number, column: ImportColumn, message: string) => {
    errors.push({ row, column, message });
  };

  const named = await complexesNamed(db, unique(read.rows.map((row) => row.complex.toLowerCase())));
  const placed: (ImportRow & { complexId: number; place: string })[] = [];
  for (const row of read.rows) {
    const matches = named.filter((complex) => complex.naam.toLowerCase() === row.complex.toLowerCase());
    const inUse = matches.filter((complex) => !complex.archived);
    const complex = inUse.length === 1 ? inUse[0] : undefined;
    if (complex) placed.push({ ...row, complexId: complex.id, place: placeKey(complex.id, row.unitIndex) });
    else fail(row.row, 'complex', complexProblem(matches));
  }

  // The first row of a unit says its address (other addresses are errors of their own).
  const places = new Map<string, { complexId: number; indexNr: string; adres: string }>();
  for (const row of placed) {
    if (!places.has(row.place)) {
      places.set(row.place, { complexId: row.complexId, indexNr: row.unitIndex, adres: row.unitAddress });
    }
  }
  const existingUnits = await unitsAt(db, [...places.values()]);
  const unitIds = new Map(existingUnits.map((unit) => [placeKey(unit.complexId, unit.indexNr), unit.id]));
  const newUnits = [...places].filter(([place]) => !unitIds.has(place)).map(([, unit]) => unit);
  const changedUnits = existingUnits.flatMap((unit) => {
    const adres = places.get(placeKey(unit.complexId, unit.indexNr))?.adres;
    return adres === undefined || adres === unit.adres ? [] : [{ id: unit.id, adres }];
  });

  const residents = placed.flatMap((row) => (row.resident ? [{ ...row, resident: row.resident }] : []));
  const { byEmail, byUsername } = await peopleWithEmails(
    db,
    unique(residents.map((row) => row.resident.email)),
  );
  const known = new Map(byEmail.map((person) => [person.email ?? '', person]));
  // A new person logs in with their email address: another person's user name cannot be it.
  const loginsTaken = new Set(
    byUsername.filter((person) => person.email !== person.username).map((p) => p.username),
  );
  const people = new Map<string, { name: string; language: Language | undefined }>();
  const relations = residents.filter(({ row, resident }) => {
    if (!known.has(resident.email) && loginsTaken.has(resident.email)) {
      fail(row, 'email', 'Another person logs in with this email address as their user name.');
      return false;
    }
    const person = people.get(resident.email);
    if (!person) people.set(resident.email, { name: resident.name, language: resident.language });
    else person.language ??= resident.language;
    return true;
  });
  const newPeople: Plan['newPeople'] = [];
  const changedPeople: Plan['changedPeople'] = [];
  for (const [email, { name, language }] of people) {
    const person = known.get(email);
    if (!person) newPeople.push({ email, name, language: language ?? 'nl' });
    else if (person.name !== name || (language !== undefined && language !== person.language)) {
      changedPeople.push({ id: person.id, name, language: language ?? person.language });
    }
  }
  const personIds = new Map([...known].map(([email, person]) => [email, person.id]));

  const pairKey = (place: string, email: string) => `${place}\u0000${email}`;
  const ownerships = new Map<string, { place: string; email: string }>();
  const tenancies = new Map<string, Tenancy>();
  for (const { place, complexId, resident } of relations) {
    const key = pairKey(place, resident.email);
    if (resident.tenancy)
      tenancies.set(key, { place, email: resident.email, complexId, terms: resident.tenancy });
    else ownerships.set(key, { place, email: resident.email });
  }
  /** The pairs whose unit and person both exist: only they can have the relation already. */
  const existingPairs = (pairs: Iterable<{ place: string; email: string }>) =>
    [...pairs].flatMap(({ place, email }) => {
      const unitId = unitIds.get(place);
      const userId = personIds.get(email);
      return unitId === undefined || userId === undefined ? [] : [{ unitId, userId }];
    });
  const byIds = (pairs: { unitId: number; userId: number }[]) =>
    new Set(pairs.map(({ unitId, userId }) => `${unitId}:${userId}`));
  const owned = byIds(await ownershipsAmong(db, existingPairs(ownerships.values())));
  const rented = byIds(await tenanciesAmong(db, existingPairs(tenancies.values())));
  const exists = (set: Set<string>) => (pair: { place: string; email: string }) =>
    set.has(`${unitIds.get(pair.place) ?? 'new'}:${personIds.get(pair.email) ?? 'new'}`);
  const newOwnerships = [...ownerships.values()].filter((pair) => !exists(owned)(pair));
  const newTenancies = [...tenancies.values()].filter((pair) => !exists(rented)(pair));

  const order = (error: ImportRowError) => {
    const at = IMPORT_COLUMNS.indexOf(error.column as ImportColumn);
    return at < 0 ? IMPORT_COLUMNS.length : at;
  };
  errors.sort((a, b) => a.row - b.row || order(a) - order(b));
  return {
    summary: {
      ...emptySummary(read.count, errors),
      units: { created: newUnits.length, changed: changedUnits.length },
      people: { created: newPeople.length, changed: changedPeople.length },
      ownerships: { created: newOwnerships.length },
      rentalContracts: { created: newTenancies.length, unchanged: tenancies.size - newTenancies.length },
    },
    newUnits,
    changedUnits,
    newPeople,
    changedPeople,
    ownerships: newOwnerships,
    tenancies: newTenancies,
    unitIds,
    personIds,
  };
};

const idOf = (ids: Map<string, number>, key: string): number => {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`import: no id for ${key}`);
  return id;
};

/** Writes the plan set-wise: one statement per table and change, never one per row. */
const applyPlan = async (tx: Database, plan: Plan, userId: number, at: Date) => {
  const { unitIds, personIds } = plan;
  if (plan.changedUnits.length > 0) {
    await tx.execute(
      sql`update ${units} set adres = changed.adres
          from ${jsonRecords(plan.changedUnits, 'changed(id int, adres text)')}
          where ${units.id} = changed.id`,
    );
  }
  const createdUnits = await insertRows(tx, units, plan.newUnits, {
    id: units.id,
    complexId: units.complexId,
    indexNr: units.indexNr,
  });
  for (const unit of createdUnits) unitIds.set(placeKey(unit.complexId, unit.indexNr), unit.id);
  if (plan.changedPeople.length > 0) {
    await tx.execute(
      sql`update ${users} set name = changed.name, language = changed.language
          from ${jsonRecords(plan.changedPeople, 'changed(id int, name text, language text)')}
          where ${users.id} = changed.id`,
    );
  }
  const createdPeople = await insertRows(
    tx,
    users,
    plan.newPeople.map((person) => newPersonRow({ ...person, administrator: false }, at)),
    { id: users.id, email: users.email },
  );
  for (const person of createdPeople) personIds.set(person.email ?? '', person.id);
  await insertRows(
    tx,
    unitOwners,
    plan.ownerships.map(({ place, email }) => ({
      unitId: idOf(unitIds, place),
      userId: idOf(personIds, email),
    })),
    { unitId: unitOwners.unitId },
  );
  // The contracts' ids come first, so that their units are paired with them by id, not by the order of rows.
  const contractIds = await nextIds(tx, rentalContracts, plan.tenancies.length);
  await insertRows(
    tx,
    rentalContracts,
    plan.tenancies.map(({ email, complexId, terms }, index) => ({
      id: contractIds[index],
      complexId,
      tenantId: idOf(personIds, email),
      grossCents: terms.rentCents,
      landlordAccount: terms.landlordAccount,
      automaticCollection: terms.automaticCollection,
      rentArrearsCents: 0,
      depositCents: terms.depositCents,
      startDate: terms.startDate,
      endDate: terms.endDate,
      noticePeriodInMonths: terms.noticePeriodInMonths,
    })),
    { id: rentalContracts.id },
    { withIds: true },
  );
  await insertRows(
    tx,
    rentalContractUnits,
    plan.tenancies.map(({ place }, index) => ({
      contractId: contractIds[index] ?? 0,
      unitId: idOf(unitIds, place),
    })),
    { contractId: rentalContractUnits.contractId },
  );
  await syncRoles(
    tx,
    unique([...plan.ownerships, ...plan.tenancies].map(({ email }) => idOf(personIds, email))),
  );
  const { summary } = plan;
  await recordAudit(tx, {
    userId,
    action: 'import.applied',
    // An import is no stored record of its own: its events are found by their entity, 'import'.
    entityId: 0,
    at,
    details: {
      rows: summary.rows,
      unitsCreated: summary.units.created,
      unitsChanged: summary.units.changed,
      peopleCreated: summary.people.created,
      peopleChanged: summary.people.changed,
      ownershipsCreated: summary.ownerships.created,
      rentalContractsCreated: summary.rentalContracts.created,
      rentalContractsUnchanged: summary.rentalContracts.unchanged,
    },
  });
};

const CHANGED_MEANWHILE =
  'Someone changed the same units or people while the file was being imported. Nothing was imported: check the file again.';

/**
 * Imports units with their owners and tenants from a spreadsheet's table (row 1 first). A dry run says what
 * would be created or changed and lists every row's error; applying does it all in one transaction, with one
 * audit event, or (with any error) nothing at all.
 */
export const importResidents = async (
  db: Database,
  input: { table: readonly string[][]; apply: boolean; userId: number; at: Date },
): Promise<ImportOutcome> => {
  const read = readRows(input.table);
  if ('summary' in read) return read;
  if (!input.apply) return { refused: false, summary: (await planImport(db, read)).summary };
  try {
    return await db.transaction(async (tx): Promise<ImportOutcome> => {
      const plan = await planImport(tx, read);
      const { errorCount } = plan.summary;
      if (errorCount > 0) {
        const errors = errorCount === 1 ? 'an error' : `${errorCount} errors`;
        return {
          refused: true,
          message: `The file has ${errors}: nothing was imported. Correct the file and check it again.`,
          summary: plan.summary,
        };
      }
      await applyPlan(tx, plan, input.userId, input.at);
      return { refused: false, summary: plan.summary };
    });
  } catch (error) {
    // Another change made the same unit or person between this import's reading and its writing.
    if (isUniqueViolation(error)) throw new HttpError(409, CHANGED_MEANWHILE);
    throw error;
  }
};
