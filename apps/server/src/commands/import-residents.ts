import { DEFAULT_UNIT_COST_SHARE, DEFAULT_UNIT_VOTES } from '@vve/contract/calls/office-complexes';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { ImportSummary } from '@vve/contract/calls/office-import';
import {
  IMPORT_COLUMNS,
  type ImportColumn,
  type ImportResident,
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
import { refusal } from '../lib/http-error';
import { inTurns } from '../lib/in-turns';
import {
  complexesNamed,
  ownershipsAmong,
  peopleWithEmails,
  tenanciesAmong,
  unitsAt,
} from '../queries/import-matches';
import {
  byRowAndColumn,
  importCheck,
  refusedForErrors,
  type ImportFile,
  type ImportOutcome,
} from './read-import-rows';
import { newPersonRow } from './save-person';
import { syncRoles } from './sync-roles';
import { IMPORT_REASONS } from '@vve/contract/rules/import-reasons';

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
  newUnits: { complexId: number; indexNr: string; adres: string; votes: number; costShare: number }[];
  changedUnits: { id: number; adres: string; votes: number; costShare: number }[];
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
  if (inUse > 1) return IMPORT_REASONS.complexNameShared;
  if (matches.length > 0) return IMPORT_REASONS.complexArchived;
  return IMPORT_REASONS.noComplex;
};

/** The counts of a file that is refused as a whole. */
const NOTHING_IMPORTED = {
  units: { created: 0, changed: 0 },
  people: { created: 0, changed: 0 },
  ownerships: { created: 0 },
  rentalContracts: { created: 0, unchanged: 0 },
};

const unique = <T>(values: Iterable<T>) => [...new Set(values)];

/**
 * The most rows one statement reads or writes: on the embedded database a statement runs in the server's thread
 * and keeps every other call waiting until it ends (an import's 20,000 users took 1.3 s in one), so rows go in
 * statements of this many, with other calls' turns in between (issue 29).
 */
const ROWS_PER_STATEMENT = 2000;

/** Runs `statement` for every ROWS_PER_STATEMENT rows, one after another; answers what they return, in order. */
const inStatements = async <Row, Answer>(
  rows: readonly Row[],
  statement: (some: readonly Row[]) => Promise<readonly Answer[]>,
): Promise<Answer[]> => {
  const answers: Answer[] = [];
  for (let at = 0; at < rows.length; at += ROWS_PER_STATEMENT) {
    answers.push(...(await statement(rows.slice(at, at + ROWS_PER_STATEMENT))));
    await nextTurn();
  }
  return answers;
};

/**
 * Finds every row's complex, unit and person (a statement each per ROWS_PER_STATEMENT rows) and says what is to
 * be done. Its loops over the rows take turns with other calls (inTurns): they run on the server's event loop.
 */
const planImport = async (db: Database, read: ImportFile<ImportRow>): Promise<Plan> => {
  const errors = [...read.errors];
  const fail = (row: number, column: ImportColumn, message: string) => {
    errors.push({ row, column, message });
  };

  const named = new Map<string, { id: number; archived: boolean }[]>();
  for (const complex of await complexesNamed(db, unique(read.rows.map((row) => row.complex.toLowerCase())))) {
    const name = complex.naam.toLowerCase();
    const sameName = named.get(name) ?? [];
    sameName.push(complex);
    named.set(name, sameName);
  }
  /** Per name as rows write it (lower case): its complex in use, or why there is none. */
  const complexByName = new Map<string, number | string>();
  const complexOf = (name: string): number | string => {
    let found = complexByName.get(name);
    if (found === undefined) {
      const matches = named.get(name) ?? [];
      const [inUse, ...others] = matches.filter((complex) => !complex.archived);
      found = inUse && others.length === 0 ? inUse.id : complexProblem(matches);
      complexByName.set(name, found);
    }
    return found;
  };
  // Rows are referred to, not copied: a copy of 20,000 rows costs other calls their turn (issue 29).
  const placed: { row: ImportRow; complexId: number; place: string }[] = [];
  await inTurns(read.rows, (row) => {
    const complex = complexOf(row.complex.toLowerCase());
    if (typeof complex === 'string') fail(row.row, 'complex', complex);
    else placed.push({ row, complexId: complex, place: placeKey(complex, row.unitIndex) });
  });

  // The first row of a unit says its address, and the first that gives them its votes and cost share (other
  // addresses, votes and shares are errors of their own).
  const places = new Map<
    string,
    { complexId: number; indexNr: string; adres: string; votes?: number; costShare?: number }
  >();
  await inTurns(placed, ({ row, complexId, place }) => {
    const unit = places.get(place);
    if (!unit)
      places.set(place, {
        complexId,
        indexNr: row.unitIndex,
        adres: row.unitAddress,
        votes: row.unitVotes,
        costShare: row.unitCostShare,
      });
    else {
      unit.votes ??= row.unitVotes;
      unit.costShare ??= row.unitCostShare;
    }
  });
  const existingUnits = await inStatements([...places.values()], (some) => unitsAt(db, some));
  const unitIds = new Map(existingUnits.map((unit) => [placeKey(unit.complexId, unit.indexNr), unit.id]));
  const newUnits = [...places]
    .filter(([place]) => !unitIds.has(place))
    .map(([, unit]) => ({
      ...unit,
      votes: unit.votes ?? DEFAULT_UNIT_VOTES,
      costShare: unit.costShare ?? DEFAULT_UNIT_COST_SHARE,
    }));
  const changedUnits = existingUnits.flatMap((unit) => {
    const given = places.get(placeKey(unit.complexId, unit.indexNr));
    const changed = {
      id: unit.id,
      adres: given?.adres ?? unit.adres,
      votes: given?.votes ?? unit.votes,
      costShare: given?.costShare ?? unit.costShare,
    };
    const same =
      changed.adres === unit.adres && changed.votes === unit.votes && changed.costShare === unit.costShare;
    return same ? [] : [changed];
  });

  const residents: { row: number; complexId: number; place: string; resident: ImportResident }[] = [];
  await inTurns(placed, ({ row, complexId, place }) => {
    if (row.resident) residents.push({ row: row.row, complexId, place, resident: row.resident });
  });
  const found = await inStatements(unique(residents.map((row) => row.resident.email)), async (some) => [
    await peopleWithEmails(db, some),
  ]);
  const byEmail = found.flatMap((some) => some.byEmail);
  const byUsername = found.flatMap((some) => some.byUsername);
  const known = new Map(byEmail.map((person) => [person.email ?? '', person]));
  // A new person logs in with their email address: another person's user name cannot be it.
  const loginsTaken = new Set(
    byUsername.filter((person) => person.email !== person.username).map((p) => p.username),
  );
  const people = new Map<string, { name: string; language: Language | undefined }>();
  const relations: typeof residents = [];
  await inTurns(residents, (relation) => {
    const { row, resident } = relation;
    if (!known.has(resident.email) && loginsTaken.has(resident.email)) {
      fail(row, 'email', IMPORT_REASONS.emailIsUserName);
      return;
    }
    const person = people.get(resident.email);
    if (!person) people.set(resident.email, { name: resident.name, language: resident.language });
    else person.language ??= resident.language;
    relations.push(relation);
  });
  const newPeople: Plan['newPeople'] = [];
  const changedPeople: Plan['changedPeople'] = [];
  await inTurns(people, ([email, { name, language }]) => {
    const person = known.get(email);
    if (!person) newPeople.push({ email, name, language: language ?? 'nl' });
    else if (person.name !== name || (language !== undefined && language !== person.language)) {
      changedPeople.push({ id: person.id, name, language: language ?? person.language });
    }
  });
  const personIds = new Map([...known].map(([email, person]) => [email, person.id]));

  const pairKey = (place: string, email: string) => `${place}\u0000${email}`;
  const ownerships = new Map<string, { place: string; email: string }>();
  const tenancies = new Map<string, Tenancy>();
  await inTurns(relations, ({ place, complexId, resident }) => {
    const key = pairKey(place, resident.email);
    if (resident.tenancy)
      tenancies.set(key, { place, email: resident.email, complexId, terms: resident.tenancy });
    else ownerships.set(key, { place, email: resident.email });
  });
  /** The pairs whose unit and person both exist: only they can have the relation already. */
  const existingPairs = (pairs: Iterable<{ place: string; email: string }>) =>
    [...pairs].flatMap(({ place, email }) => {
      const unitId = unitIds.get(place);
      const userId = personIds.get(email);
      return unitId === undefined || userId === undefined ? [] : [{ unitId, userId }];
    });
  const byIds = (pairs: { unitId: number; userId: number }[]) =>
    new Set(pairs.map(({ unitId, userId }) => `${unitId}:${userId}`));
  const owned = byIds(
    await inStatements(existingPairs(ownerships.values()), (some) => ownershipsAmong(db, some)),
  );
  const rented = byIds(
    await inStatements(existingPairs(tenancies.values()), (some) => tenanciesAmong(db, some)),
  );
  const exists = (set: Set<string>) => (pair: { place: string; email: string }) =>
    set.has(`${unitIds.get(pair.place) ?? 'new'}:${personIds.get(pair.email) ?? 'new'}`);
  const newOwnerships = [...ownerships.values()].filter((pair) => !exists(owned)(pair));
  const newTenancies = [...tenancies.values()].filter((pair) => !exists(rented)(pair));

  errors.sort(byRowAndColumn(IMPORT_COLUMNS));
  return {
    summary: {
      // The file's errors beyond the first listed ones cannot be among the first listed of all.
      ...importCheck(read.count, errors, read.errorCount - read.errors.length + errors.length),
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

/** Writes the plan set-wise: a statement per table and change (and per ROWS_PER_STATEMENT), never one per row. */
const applyPlan = async (tx: Database, plan: Plan, userId: number, at: Date) => {
  const { unitIds, personIds } = plan;
  await inStatements(plan.changedUnits, async (changed) => {
    await tx.execute(
      sql`update ${units} set adres = changed.adres, votes = changed.votes, cost_share = changed."costShare"
          from ${jsonRecords(changed, 'changed(id int, adres text, votes int, "costShare" int)')}
          where ${units.id} = changed.id`,
    );
    return [];
  });
  const createdUnits = await inStatements(plan.newUnits, (some) =>
    insertRows(tx, units, some, { id: units.id, complexId: units.complexId, indexNr: units.indexNr }),
  );
  for (const unit of createdUnits) unitIds.set(placeKey(unit.complexId, unit.indexNr), unit.id);
  await inStatements(plan.changedPeople, async (changed) => {
    await tx.execute(
      sql`update ${users} set name = changed.name, language = changed.language
          from ${jsonRecords(changed, 'changed(id int, name text, language text)')}
          where ${users.id} = changed.id`,
    );
    return [];
  });
  const createdPeople = await inStatements(
    plan.newPeople.map((person) => newPersonRow({ ...person, administrator: false }, at)),
    (some) => insertRows(tx, users, some, { id: users.id, email: users.email }),
  );
  for (const person of createdPeople) personIds.set(person.email ?? '', person.id);
  await inStatements(
    plan.ownerships.map(({ place, email }) => ({
      unitId: idOf(unitIds, place),
      userId: idOf(personIds, email),
    })),
    (some) => insertRows(tx, unitOwners, some, { unitId: unitOwners.unitId }),
  );
  // The contracts' ids come first, so that their units are paired with them by id, not by the order of rows.
  const contractIds = await nextIds(tx, rentalContracts, plan.tenancies.length);
  await inStatements(
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
    (some) => insertRows(tx, rentalContracts, some, { id: rentalContracts.id }, { withIds: true }),
  );
  await inStatements(
    plan.tenancies.map(({ place }, index) => ({
      contractId: contractIds[index] ?? 0,
      unitId: idOf(unitIds, place),
    })),
    (some) => insertRows(tx, rentalContractUnits, some, { contractId: rentalContractUnits.contractId }),
  );
  await inStatements(
    unique([...plan.ownerships, ...plan.tenancies].map(({ email }) => idOf(personIds, email))),
    async (some) => {
      await syncRoles(tx, some);
      return [];
    },
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

/**
 * Imports units with their owners and tenants from a file's rows (read by read-import-file.ts). A dry run says what
 * would be created or changed and lists every row's error; applying does it all in one transaction, with one
 * audit event, or (with any error) nothing at all.
 */
export const importResidents = async (
  db: Database,
  input: { file: ImportFile<ImportRow> | ImportOutcome; apply: boolean; userId: number; at: Date },
): Promise<ImportOutcome<ImportSummary>> => {
  const read = input.file;
  if ('summary' in read) return { ...read, summary: { ...read.summary, ...NOTHING_IMPORTED } };
  if (!input.apply) return { refused: false, summary: (await planImport(db, read)).summary };
  try {
    return await db.transaction(async (tx): Promise<ImportOutcome<ImportSummary>> => {
      const plan = await planImport(tx, read);
      if (plan.summary.errorCount > 0) return refusedForErrors(plan.summary);
      await applyPlan(tx, plan, input.userId, input.at);
      return { refused: false, summary: plan.summary };
    });
  } catch (error) {
    // Another change made the same unit or person between this import's reading and its writing.
    if (isUniqueViolation(error)) throw refusal('importChangedMeanwhile');
    throw error;
  }
};
