import { randomUUID } from 'node:crypto';
import type { Role } from '@vve/contract/enums';
import type { Database } from '../src/db/database';
import { users } from '../src/db/schema/accounts';
import { bimProjects } from '../src/db/schema/bim';
import { complexes, unitOwners, units } from '../src/db/schema/complexes';
import { debtors } from '../src/db/schema/finance';
import { aspectElements, aspectTypes, aspects, schedules } from '../src/db/schema/inspections';
import { rentalContractUnits, rentalContracts } from '../src/db/schema/rentals';
import { supplierContracts, supplierMembers, supplierOrganisations } from '../src/db/schema/suppliers';
import { workOrders } from '../src/db/schema/work-orders';
import { hashPassword } from '../src/lib/passwords';

export const TEST_PASSWORD = 'correct horse battery staple';

let sequence = 0;

/** A user of the test's own, with a unique user name. */
export const createUser = async (db: Database, roles: Role[], name = 'Test User') => {
  sequence += 1;
  const username = `user${sequence}-${Math.random().toString(36).slice(2, 8)}`;
  const [user] = await db
    .insert(users)
    .values({ username, name, roles, passwordHash: await hashPassword(TEST_PASSWORD) })
    .returning({ id: users.id, username: users.username });
  if (!user) throw new Error('user not created');
  return { ...user, password: TEST_PASSWORD };
};

/** A person as the back office creates them: an email address (their user name), no password yet, no roles. */
export const createInvitee = async (db: Database, name = 'Nieuwe Bewoner') => {
  const email = `nieuw-${randomUUID()}@vve.test`;
  const [person] = await db
    .insert(users)
    .values({ username: email, email, name, roles: [] })
    .returning({ id: users.id, email: users.email });
  if (!person) throw new Error('person not created');
  return { id: person.id, email };
};

let complexSequence = 0;

/** A complex of the test's own, with one unit. */
export const createComplex = async (db: Database, options: { financieelBeheer?: boolean } = {}) => {
  complexSequence += 1;
  const [complex] = await db
    .insert(complexes)
    .values({
      naam: `Complex ${complexSequence}-${Math.random().toString(36).slice(2, 6)}`,
      omschrijving: `Omschrijving ${complexSequence}`,
      adres: `Teststraat ${complexSequence}`,
      plaats: 'Utrecht',
      financieelBeheer: options.financieelBeheer ?? true,
    })
    .returning();
  if (!complex) throw new Error('complex not created');
  const [unit] = await db
    .insert(units)
    .values({
      complexId: complex.id,
      adres: `Teststraat ${complexSequence}-1`,
      indexNr: `T-${complexSequence}`,
    })
    .returning();
  if (!unit) throw new Error('unit not created');
  return { ...complex, unitId: unit.id };
};

export const makeOwner = (db: Database, complex: { unitId: number }, userId: number) =>
  db.insert(unitOwners).values({ unitId: complex.unitId, userId });

export const makeDebtor = async (
  db: Database,
  complexId: number,
  userId: number,
  options: { saldoCents?: number; directDebit?: boolean } = {},
) => {
  const [debtor] = await db
    .insert(debtors)
    .values({
      complexId,
      userId,
      saldoCents: options.saldoCents ?? -1000,
      incassoGetekendOp: options.directDebit ? '2025-01-15' : null,
      incassoRekeningNummer: options.directDebit ? 'NL20 INGB 0001 2345 67' : null,
    })
    .returning();
  if (!debtor) throw new Error('debtor not created');
  return debtor;
};

export const makeRentalContract = async (
  db: Database,
  complex: { id: number; unitId: number },
  tenantId: number,
  contractFileId: number | null = null,
) => {
  const [contract] = await db
    .insert(rentalContracts)
    .values({
      complexId: complex.id,
      tenantId,
      grossCents: 95_000,
      landlordAccount: 'NL44 RABO 0123 4567 89',
      automaticCollection: true,
      rentArrearsCents: 0,
      depositCents: 190_000,
      startDate: '2024-02-01',
      endDate: null,
      noticePeriodInMonths: 1,
      contractFileId,
    })
    .returning();
  if (!contract) throw new Error('rental contract not created');
  await db.insert(rentalContractUnits).values({ contractId: contract.id, unitId: complex.unitId });
  return contract;
};

/** A supplier organisation with one member who logs in. */
export const createSupplier = async (db: Database) => {
  const [organisation] = await db
    .insert(supplierOrganisations)
    .values({ naam: `Leverancier ${Math.random().toString(36).slice(2, 8)}` })
    .returning();
  if (!organisation) throw new Error('supplier not created');
  return { id: organisation.id, naam: organisation.naam, member: await addSupplierMember(db, organisation) };
};

/** An active contract of a supplier with the administrator, from 1 January 2026 without an end date. */
export const createSupplierContract = async (db: Database, supplierId: number, createdAt = new Date()) => {
  const [contract] = await db
    .insert(supplierContracts)
    .values({
      supplierId,
      titel: 'Onderhoud',
      actief: true,
      beginDatum: '2026-01-01',
      eindDatum: null,
      createdAt,
    })
    .returning({ id: supplierContracts.id });
  if (!contract) throw new Error('supplier contract not created');
  return contract;
};

/** Another member of a supplier organisation, who logs in. */
export const addSupplierMember = async (db: Database, organisation: { id: number; naam: string }) => {
  const member = await createUser(db, ['supplier'], `Monteur van ${organisation.naam}`);
  await db.insert(supplierMembers).values({ userId: member.id, supplierId: organisation.id });
  return member;
};

/** `count` work orders of a supplier; the answer lists their ids newest first, as the lists show them. */
export const createWorkOrders = async (
  db: Database,
  supplierId: number,
  complexId: number,
  count: number,
) => {
  if (count === 0) return [];
  const base = new Date('2026-01-01T00:00:00Z').getTime();
  const rows = await db
    .insert(workOrders)
    .values(
      Array.from({ length: count }, (_, index) => ({
        supplierId,
        complexId,
        omschrijving: `Werkbon ${index + 1}`,
        // Pairs share a creation time, so that the order must fall back to the id.
        createdAt: new Date(base - Math.floor(index / 2) * 60_000),
        priority: 'Normaal',
        repairType: 'Herstel',
      })),
    )
    .returning({ id: workOrders.id, createdAt: workOrders.createdAt });
  return rows
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .map((row) => row.id);
};

/** An aspect of a complex with elements in two locations, and an open task for a supplier. */
export const createAspectWithTask = async (db: Database, complexId: number, supplierId: number) => {
  const [type] = await db
    .insert(aspectTypes)
    .values({ name: 'Dakbedekking', description: null, icon: null })
    .returning();
  const [aspect] = await db
    .insert(aspects)
    .values({ complexId, aspectTypeId: type?.id ?? 0 })
    .returning();
  if (!aspect) throw new Error('aspect not created');
  const elements = await db
    .insert(aspectElements)
    .values(
      [
        ['Dak noord', 'Dakvlak A'],
        ['Dak noord', 'Lichtkoepel'],
        ['Dak zuid', 'Dakvlak B'],
      ].map(([location = '', label = ''], index) => ({
        aspectId: aspect.id,
        location,
        label,
        codeFull: `27.1.${index + 1}`,
        codeName: 'Dakbedekking',
      })),
    )
    .returning({ id: aspectElements.id });
  const [task] = await db
    .insert(schedules)
    .values({ aspectId: aspect.id, supplierId, scheduledDate: '2026-04-01' })
    .returning();
  if (!task) throw new Error('task not created');
  return { aspectId: aspect.id, elementIds: elements.map((element) => element.id), scheduleId: task.id };
};

/** A 3D project of a complex, without a model. */
export const createBimProject = async (db: Database, complexId: number) => {
  const [project] = await db
    .insert(bimProjects)
    .values({ complexId, name: `Model ${Math.random().toString(36).slice(2, 6)}` })
    .returning();
  if (!project) throw new Error('3D project not created');
  return project;
};
