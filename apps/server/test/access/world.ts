import type { AnnouncementAudience } from '@vve/contract/calls/announcements';
import type { Role } from '@vve/contract/enums';
import { bimModels, bimProjects } from '../../src/db/schema/bim';
import { complexes, unitOwners, units } from '../../src/db/schema/complexes';
import { agendaItems, meetings } from '../../src/db/schema/meetings';
import {
  ballotSpares,
  prepareMeeting,
  type BallotPurpose,
  type FreshBallot,
  type FreshMeeting,
} from './world-meetings';
import { bookings, budgets, debtors, financialYears } from '../../src/db/schema/finance';
import { rentalContractUnits, rentalContracts } from '../../src/db/schema/rentals';
import { queryRows, type Database } from '../../src/db/database';
import { inspectionFiles, inspections } from '../../src/db/schema/inspections';
import { requests } from '../../src/db/schema/requests';
import { workOrderInspections, workOrders } from '../../src/db/schema/work-orders';
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import { passwordTokens, users } from '../../src/db/schema/accounts';
import { hashToken, newToken } from '../../src/lib/tokens';
import { unsubscribeToken } from '../../src/lib/unsubscribe-token';
import { feedToken } from '../../src/lib/calendar/feed-token';
import { notifications } from '../../src/db/schema/notifications';
import { announcements } from '../../src/db/schema/announcements';
import { documents } from '../../src/db/schema/documents';
import { addDocument } from '../../src/commands/library-documents';
import { createBudget } from '../../src/commands/budgets';
import { book } from '../../src/commands/ledger';
import { insertViewpoint } from '../../src/commands/insert-viewpoint';
import { raiseRequest } from '../../src/commands/raise-request';
import { publishAnnouncement } from '../../src/commands/publish-announcement';
import { storeFile } from '../../src/commands/store-files';
import {
  createAspectWithTask,
  createBimProject,
  createComplex,
  createInvitee,
  createSupplier,
  createSupplierContract,
  createUser,
  createWorkOrders,
  makeDebtor,
  makeOwner,
  makeRentalContract,
} from '../factories';
import { makeImage } from '../images';
import {
  administrationSpares,
  MISSING_ASPECT,
  MISSING_PLAN,
  type FreshAspect,
  type FreshPlan,
  type FreshMember,
} from './administration-world';
import { loginAs } from '../session-client';
import type { TestApp } from '../test-app';
import { EXAMPLE_CAMERA } from '../example-camera';

/** The callers of the matrix, as the demo accounts (seed/parts/accounts.ts) have them. */
export const CALLERS = [
  'anonymous',
  'owner',
  'owner2',
  'tenant',
  'tenant2',
  'supplier',
  'supplier2',
  'admin',
] as const;
export type CallerName = (typeof CALLERS)[number];

/** A logged-in caller's credentials; anonymous has none. */
export interface Account {
  username: string;
  password: string;
}

/** A file link's parts: what `/file/download/:id/:hash/:name?accessCode` needs. */
export interface FileLink {
  id: number;
  hash: string;
  name: string;
  accessCode: string;
}

/**
 * The records of one side of the world: complex A (owner, tenant, supplier S1) or complex B
 * (owner2, tenant2, supplier S2). A missing side has ids that no record has.
 */
export interface Side {
  complexId: number;
  /** The side's supplier organisation. */
  supplierId: number;
  /** A contract of the side's supplier with the administrator. */
  supplierContractId: number;
  workOrderId: number;
  aspectId: number;
  /** An element of the aspect. */
  elementId: number;
  /** An open task of the side's supplier. */
  scheduleId: number;
  /** An inspection of the side's supplier, without a task, with one file. */
  inspectionId: number;
  inspectionFile: FileLink;
  projectId: number;
  /** A converted (READY) model of the project. */
  modelId: number;
  viewpointGuid: string;
  /** A request of the complex's owner, pinned to the viewpoint, for which the side's supplier has the work order. */
  requestId: number;
  /** The rental contract's PDF, a file any holder of its link may fetch. */
  contractFile: FileLink;
  /** An announcement to all residents of the complex. */
  announcementId: number;
  /** An announcement to the suppliers who work in the complex. */
  supplierAnnouncementId: number;
  /** A document of the complex's library, for its owners and tenants. */
  documentId: number;
  /** A members' meeting of the complex its owners were convened to, with one agenda item. */
  convenedMeetingId: number;
}

/** A complex of its own with what it holds (see `World.freshComplex`). */
export interface FreshComplex {
  complexId: number;
  unitId: number;
  meetingId: number;
  projectId: number;
}

/** An id that no record has: within PostgreSQL's integer range, above every id a test makes. */
export const MISSING_ID = 2_147_483_000;

export const MISSING: Side = {
  complexId: MISSING_ID,
  supplierId: MISSING_ID,
  supplierContractId: MISSING_ID,
  workOrderId: MISSING_ID,
  aspectId: MISSING_ID,
  elementId: MISSING_ID,
  scheduleId: MISSING_ID,
  inspectionId: MISSING_ID,
  inspectionFile: { id: MISSING_ID, hash: 'f'.repeat(64), name: 'missing.png', accessCode: 'missing' },
  projectId: MISSING_ID,
  modelId: MISSING_ID,
  viewpointGuid: '00000000-0000-4000-8000-000000000000',
  requestId: MISSING_ID,
  contractFile: { id: MISSING_ID, hash: 'f'.repeat(64), name: 'missing.pdf', accessCode: 'missing' },
  announcementId: MISSING_ID,
  supplierAnnouncementId: MISSING_ID,
  documentId: MISSING_ID,
  convenedMeetingId: MISSING_ID,
};

/** Whose side a caller is on: its 'own' records are that side's, 'another's' the other side's. */
export const SIDE_OF: Record<CallerName, 'A' | 'B'> = {
  anonymous: 'A',
  owner: 'A',
  owner2: 'B',
  tenant: 'A',
  tenant2: 'B',
  supplier: 'A',
  supplier2: 'B',
  admin: 'A',
};

export interface World {
  A: Side;
  B: Side;
  accounts: Record<Exclude<CallerName, 'anonymous'>, Account>;
  /** Session cookies per caller, made once in beforeAll; anonymous has none. */
  cookies: Record<CallerName, Record<string, string>>;
  /** A new file of a side's inspection, for a call that removes one. */
  freshInspectionFile: (side: Side) => Promise<FileLink>;
  /** A request (NIEUW) of a side's owner, for a call that moves a request on; MISSING_ID for MISSING. */
  freshRequest: (side: Side) => Promise<number>;
  /** An open work order of a side's supplier, for a call that cancels one; MISSING_ID for MISSING. */
  freshWorkOrder: (side: Side) => Promise<number>;
  /**
   * A new complex with a unit nobody owns, a meeting and a 3D project without a model, for a call that changes,
   * archives or removes one of them (the side's own are what other rows rely on); MISSING_ID for MISSING.
   */
  freshComplex: (side: Side) => Promise<FreshComplex>;
  /**
   * A person nobody invited or deactivated, for a call that reads, changes, invites or deactivates one (the
   * callers' own accounts are what every row relies on); MISSING_ID for MISSING.
   */
  freshPerson: (side: Side) => Promise<number>;
  /**
   * New people with relations in a side's complex, for the calls that change or end them; all MISSING_ID for
   * MISSING.
   */
  freshTenancy: (side: Side, purpose: TenancyPurpose) => Promise<FreshTenancy>;
  /** The token of a new invitation link that still works, of a new person, for the calls that read or use one. */
  freshPasswordLink: () => Promise<string>;
  /**
   * An account of its own with a caller's roles, for a call that changes the caller's own account (a new
   * password ends every session of its account): the world's callers keep theirs.
   */
  freshAccount: (caller: Exclude<CallerName, 'anonymous'>) => Promise<Account>;
  /** A member of a side's supplier made for this (not the side's own), for a call that removes one. */
  freshMember: (side: Side) => Promise<FreshMember>;
  /**
   * An aspect of a side's complex with an element and an open task for the side's supplier, for a call that
   * changes or removes one of them; MISSING_ID for MISSING.
   */
  freshAspect: (side: Side) => Promise<FreshAspect>;
  /**
   * A line of a side's complex's draft plan and an adopted version of that plan, for a call that reads, changes or
   * removes one; MISSING_ID for MISSING.
   */
  freshPlan: (side: Side) => Promise<FreshPlan>;
  /** A document of a side's complex, for a call that changes or removes one; MISSING_ID for MISSING. */
  freshDocument: (side: Side) => Promise<number>;
  /** A PDF the administrator uploaded that no document holds yet, for a call that adds a document. */
  freshDocumentFile: () => Promise<number>;
  /**
   * A draft budget of a side's complex, for a call that reads, changes, adopts or removes one; MISSING_ID for
   * MISSING. One to adopt is of a complex whose every unit has an owner, as adopting asks.
   */
  freshBudget: (side: Side, purpose?: 'adopt') => Promise<number>;
  /** A booking no correction reversed yet, on a debtor of a side's complex; MISSING_ID for MISSING. */
  freshBooking: (side: Side) => Promise<number>;
  /**
   * A meeting of a side's complex being prepared, with a place and one agenda item, for a call that changes it or
   * convenes its owners; MISSING_ID for MISSING.
   */
  freshMeeting: (side: Side) => Promise<FreshMeeting>;
  /**
   * A convened meeting of a side's complex with an open decision item, and the side owner's unit, made for one
   * call of the voting (see `BallotPurpose`); MISSING_ID for MISSING.
   */
  freshBallot: (side: Side, purpose: BallotPurpose) => Promise<FreshBallot>;
  /** An announcement to a side's complex, for a call that withdraws one; MISSING_ID for MISSING. */
  freshAnnouncement: (side: Side) => Promise<number>;
  /** A notification of each caller's own (reading it again leaves it read). */
  notificationOf: Record<Exclude<CallerName, 'anonymous'>, number>;
  /** A working one-click unsubscribe token (of the owner's status changes). */
  unsubscribeToken: string;
  /** The token of the owner's calendar feed address. */
  calendarFeedToken: string;
  png: Buffer;
}

/**
 * What a tenancy is made for: each call about relations has spares of its own, so that one call's change (a
 * contract made for the free unit) leaves the next call's spares as they were made.
 */
export const TENANCY_PURPOSES = [
  'relations',
  'add-ownership',
  'remove-ownership',
  'add-contract',
  'change-contract',
  'remove-contract',
  'contract-file',
  'add-debtor',
  'change-debtor',
  'remove-debtor',
] as const;
export type TenancyPurpose = (typeof TENANCY_PURPOSES)[number];

/** See `World.freshTenancy`: a person with nothing yet, and one who owns, rents and owes in the complex. */
export interface FreshTenancy {
  /** A person without relations. */
  newPersonId: number;
  /** A unit nobody owns or rents. */
  unitId: number;
  /** A person who owns `ownedUnitId`, rents `unitId` under `rentalContractId` and is debtor `debtorId`. */
  personId: number;
  ownedUnitId: number;
  rentalContractId: number;
  debtorId: number;
}

const link = (row: { id: number; contentHash: string; name: string; accessCode: string }): FileLink => ({
  id: row.id,
  hash: row.contentHash,
  name: row.name,
  accessCode: row.accessCode,
});

/** A tiny PDF: the rental contract's file. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** An announcement of an administrator to an audience of a complex; answers its id. */
const announce = (db: Database, complexId: number, audience: AnnouncementAudience, administratorId: number) =>
  publishAnnouncement(db, {
    complexIds: [complexId],
    audience,
    title: 'Lift buiten gebruik',
    text: 'De lift is tot vrijdag buiten gebruik.',
    pinnedUntil: null,
    photoIds: [],
    userId: administratorId,
    at: new Date('2026-03-01T09:00:00Z'),
  });

/** A PDF an administrator uploaded for a document, that no document holds yet; answers its id. */
const documentFile = async ({ db, app }: TestApp, administratorId: number) =>
  (
    await storeFile(db, app.storage, {
      bytes: PDF,
      name: 'huishoudelijk-reglement.pdf',
      contentType: 'application/pdf',
      uploadedBy: administratorId,
    })
  ).id;

/** A document of a complex's library for its owners and tenants; answers its id. */
const fileDocument = async (testApp: TestApp, complexId: number, administratorId: number) =>
  addDocument(testApp.db, {
    complexId,
    folder: 'deed-and-rules',
    title: 'Huishoudelijk reglement',
    date: '2024-05-01',
    readers: 'residents',
    fileId: await documentFile(testApp, administratorId),
    notify: false,
    userId: administratorId,
    at: new Date('2026-03-01T09:00:00Z'),
  });

/**
 * A budget of 2026 adopted for a complex, with nothing to charge (no lines), so that the month's contributions can be
 * charged there: written as it is stored, since adopting by the command asks every unit to have an owner.
 */
const adoptedBudgetOf = async (db: Database, complexId: number) => {
  const [year] = await db.insert(financialYears).values({ complexId, year: 2026 }).returning();
  await db.insert(budgets).values({ financialYearId: year?.id ?? MISSING_ID, adoptedOn: '2026-01-01' });
};

/** One side: a complex with its owner, tenant, supplier organisation and their records. */
const buildSide = async (
  testApp: TestApp,
  png: Buffer,
  resident: { owner: Account & { id: number }; tenant: Account & { id: number } },
  supplier: { id: number; member: Account & { id: number } },
  administratorId: number,
): Promise<Side> => {
  const { db, app, clock } = testApp;
  const complex = await createComplex(db, { financieelBeheer: true });
  await makeOwner(db, complex, resident.owner.id);
  await makeDebtor(db, complex.id, resident.owner.id);
  const contractFile = await storeFile(db, app.storage, {
    bytes: PDF,
    name: 'huurcontract.pdf',
    contentType: 'application/pdf',
    uploadedBy: null,
  });
  await makeRentalContract(db, complex, resident.tenant.id, contractFile.id);

  const supplierContract = await createSupplierContract(db, supplier.id, clock.read());
  const [workOrderId = 0] = await createWorkOrders(db, supplier.id, complex.id, 1);
  const task = await createAspectWithTask(db, complex.id, supplier.id);
  const [inspection] = await db
    .insert(inspections)
    .values({
      aspectId: task.aspectId,
      supplierId: supplier.id,
      scheduleId: null,
      createdBy: supplier.member.id,
      createdAt: clock.read(),
      draft: true,
    })
    .returning({ id: inspections.id });
  if (!inspection) throw new Error('inspection not created');
  await db
    .insert(workOrderInspections)
    .values({ workAssignmentId: workOrderId, inspectionId: inspection.id });
  const photo = await storeFile(db, app.storage, {
    bytes: png,
    name: 'dak.png',
    contentType: 'image/png',
    uploadedBy: supplier.member.id,
  });
  await db.insert(inspectionFiles).values({ inspectionId: inspection.id, fileId: photo.id });

  const project = await createBimProject(db, complex.id);
  const fragmentsKey = `models/fragments/access-${project.id}.frag`;
  const fragments = Buffer.from('fragments of the test model');
  await app.storage.put(fragmentsKey, fragments);
  const [model] = await db
    .insert(bimModels)
    .values({
      projectId: project.id,
      fileName: 'gebouw.ifc',
      schema: 'IFC4',
      ifcKey: `models/ifc/access-${project.id}.ifc`,
      ifcBytes: 100,
      status: 'READY',
      attempts: 1,
      uploadedAt: clock.read(),
      convertedAt: clock.read(),
      fragmentsKey,
      fragmentsBytes: fragments.length,
    })
    .returning({ id: bimModels.id });
  if (!model) throw new Error('model not created');
  const viewpointGuid = await insertViewpoint(db, {
    projectId: project.id,
    createdBy: resident.owner.id,
    createdAt: clock.read(),
    viewpoint: {
      camera: EXAMPLE_CAMERA,
      selectedGuids: [],
    },
  });
  const [request] = await db
    .insert(requests)
    .values({
      complexId: complex.id,
      nr: 9000,
      omschrijving: 'Lekkage bij de lichtkoepel',
      status: 'NIEUW',
      publiclyVisible: true,
      createdBy: resident.owner.id,
      createdAt: clock.read(),
      bimProjectId: project.id,
      viewpointId: viewpointGuid,
    })
    .returning({ id: requests.id });
  if (!request) throw new Error('request not created');
  await db.update(workOrders).set({ requestId: request.id }).where(eq(workOrders.id, workOrderId));

  return {
    complexId: complex.id,
    supplierId: supplier.id,
    supplierContractId: supplierContract.id,
    workOrderId,
    aspectId: task.aspectId,
    elementId: task.elementIds[0] ?? MISSING_ID,
    scheduleId: task.scheduleId,
    inspectionId: inspection.id,
    inspectionFile: link(photo),
    projectId: project.id,
    modelId: model.id,
    viewpointGuid,
    requestId: request.id,
    contractFile: link(contractFile),
    announcementId: await announce(db, complex.id, 'residents', administratorId),
    supplierAnnouncementId: await announce(db, complex.id, 'suppliers', administratorId),
    documentId: await fileDocument(testApp, complex.id, administratorId),
    convenedMeetingId: (await prepareMeeting(db, complex.id, new Date('2026-03-01T09:00:00Z'))).meetingId,
  };
};

/**
 * The first id of every record the world makes. The fuzz cases (fuzz/fuzz.test.ts) start from the matrix's requests
 * on this world, and an id param the contract reads leniently (`%EF%BB%BF1` is 1, `1e3` is 1000) then reaches no
 * record of it: a case the contract accepts cannot change or remove what the next call's example needs.
 */
const FIRST_ID = 10_000;

/** Every sequence of the database goes on from `first` (migrations' rows keep their lower ids). */
const startIdsAt = (db: TestApp['db'], first: number) =>
  db.execute(
    sql.raw(`DO $$ DECLARE s record; BEGIN
      FOR s IN SELECT schemaname, sequencename FROM pg_sequences LOOP
        EXECUTE format('ALTER SEQUENCE %I.%I RESTART WITH ${first}', s.schemaname, s.sequencename);
      END LOOP; END $$`),
  );

/**
 * The demo roles in a world of two complexes: owner, tenant and supplier S1 in A; owner2, tenant2
 * and supplier S2 in B; admin (supplier and administrator) belongs to no organisation and sees all.
 */
export const buildWorld = async (testApp: TestApp): Promise<World> => {
  const { db, app, clock } = testApp;
  await startIdsAt(db, FIRST_ID);
  const png = await makeImage('png', 8, 8);
  const [owner, owner2, tenant, tenant2, admin] = await Promise.all([
    createUser(db, ['owner'], 'Anna de Vries'),
    createUser(db, ['owner'], 'Bram Jansen'),
    createUser(db, ['tenant'], 'Chantal Bakker'),
    createUser(db, ['tenant'], 'Daan Visser'),
    createUser(db, ['supplier', 'administrator'], 'Gerda Mulder'),
  ]);
  const [s1, s2] = await Promise.all([createSupplier(db), createSupplier(db)]);
  const A = await buildSide(testApp, png, { owner, tenant }, s1, admin.id);
  const B = await buildSide(testApp, png, { owner: owner2, tenant: tenant2 }, s2, admin.id);
  const accounts = {
    owner,
    owner2,
    tenant,
    tenant2,
    supplier: s1.member,
    supplier2: s2.member,
    admin,
  };
  const cookies = { anonymous: {} } as World['cookies'];
  for (const [name, account] of Object.entries(accounts)) {
    cookies[name as CallerName] = await loginAs(app, account);
  }
  const freshInspectionFile = async (side: Side): Promise<FileLink> => {
    if (side.inspectionId === MISSING_ID) return MISSING.inspectionFile;
    const row = await storeFile(db, app.storage, {
      bytes: png,
      name: 'weg.png',
      contentType: 'image/png',
      uploadedBy: null,
    });
    await db.insert(inspectionFiles).values({ inspectionId: side.inspectionId, fileId: row.id });
    return link(row);
  };
  // A request still NIEUW of the side (one made for this, unless a call moved it on), else a new one.
  const freshRequest = async (side: Side): Promise<number> => {
    if (side.requestId === MISSING_ID) return MISSING_ID;
    const description = 'Deur klemt';
    const [spare] = await db
      .select({ id: requests.id })
      .from(requests)
      .where(
        and(
          eq(requests.complexId, side.complexId),
          eq(requests.omschrijving, description),
          eq(requests.status, 'NIEUW'),
        ),
      );
    if (spare) return spare.id;
    const [request] = await db.select().from(requests).where(eq(requests.id, side.requestId));
    if (!request) throw new Error('the side has no request');
    const raised = await raiseRequest(db, {
      complexId: side.complexId,
      description,
      publiclyVisible: true,
      createdBy: request.createdBy,
      createdAt: new Date(),
    });
    return raised.id;
  };
  // An open work order of the side made for this (unless a call cancelled it), else a new one.
  const freshWorkOrder = async (side: Side): Promise<number> => {
    if (side.workOrderId === MISSING_ID) return MISSING_ID;
    const description = 'Te annuleren';
    const [spare] = await db
      .select({ id: workOrders.id })
      .from(workOrders)
      .where(
        and(
          eq(workOrders.supplierId, side.supplierId),
          eq(workOrders.omschrijving, description),
          eq(workOrders.completed, false),
        ),
      );
    if (spare) return spare.id;
    const [order] = await db
      .insert(workOrders)
      .values({
        supplierId: side.supplierId,
        complexId: side.complexId,
        omschrijving: description,
        createdAt: new Date('2025-01-01T00:00:00Z'),
        priority: 'Normaal',
        repairType: 'Herstel',
      })
      .returning({ id: workOrders.id });
    if (!order) throw new Error('work order not created');
    return order.id;
  };
  // A complex made for this, while it is in use and holds its unit, meeting and project; else a new one.
  const spareComplexes = new Map<number, FreshComplex>();
  const isIntact = async (spare: FreshComplex): Promise<boolean> => {
    const [row] = await db
      .select({ archivedAt: complexes.archivedAt })
      .from(complexes)
      .where(eq(complexes.id, spare.complexId));
    const [unit] = await db.select({ id: units.id }).from(units).where(eq(units.id, spare.unitId));
    const [meeting] = await db
      .select({ id: meetings.id })
      .from(meetings)
      .where(eq(meetings.id, spare.meetingId));
    const [project] = await db
      .select({ id: bimProjects.id })
      .from(bimProjects)
      .where(eq(bimProjects.id, spare.projectId));
    return row?.archivedAt === null && unit !== undefined && meeting !== undefined && project !== undefined;
  };
  const freshComplex = async (side: Side): Promise<FreshComplex> => {
    if (side.complexId === MISSING_ID) {
      return { complexId: MISSING_ID, unitId: MISSING_ID, meetingId: MISSING_ID, projectId: MISSING_ID };
    }
    const spare = spareComplexes.get(side.complexId);
    if (spare && (await isIntact(spare))) return spare;
    const complex = await createComplex(db);
    const [meeting] = await db
      .insert(meetings)
      .values({ complexId: complex.id, startsAt: new Date('2026-06-01T19:30:00Z') })
      .returning({ id: meetings.id });
    if (!meeting) throw new Error('meeting not created');
    const project = await createBimProject(db, complex.id);
    const made = {
      complexId: complex.id,
      unitId: complex.unitId,
      meetingId: meeting.id,
      projectId: project.id,
    };
    spareComplexes.set(side.complexId, made);
    return made;
  };
  // An announcement to the side's complex made for this, while nobody withdrew it; else a new one.
  const spareAnnouncements = new Map<number, number>();
  const freshAnnouncement = async (side: Side): Promise<number> => {
    if (side.complexId === MISSING_ID) return MISSING_ID;
    const spare = spareAnnouncements.get(side.complexId);
    if (spare !== undefined) {
      const [row] = await db
        .select({ id: announcements.id })
        .from(announcements)
        .where(eq(announcements.id, spare));
      if (row) return spare;
    }
    const made = await announce(db, side.complexId, 'owners', admin.id);
    spareAnnouncements.set(side.complexId, made);
    return made;
  };
  // A meeting of the side's complex made for this, while it is there and being prepared; else a new one. Each side
  // has one from the start, so that the first call that takes one stores nothing else (the mass-assignment check).
  const spareMeetings = new Map<number, FreshMeeting>();
  for (const side of [A, B])
    spareMeetings.set(side.complexId, await prepareMeeting(db, side.complexId, null));
  const spareBallot = await ballotSpares(db, clock.read, [A, B]);
  const freshMeeting = async (side: Side): Promise<FreshMeeting> => {
    if (side.complexId === MISSING_ID) return { meetingId: MISSING_ID, itemId: MISSING_ID };
    const spare = spareMeetings.get(side.complexId);
    if (spare !== undefined) {
      const [row] = await db
        .select({ id: agendaItems.id })
        .from(agendaItems)
        .innerJoin(meetings, eq(meetings.id, agendaItems.meetingId))
        .where(and(eq(agendaItems.id, spare.itemId), isNull(meetings.convokedAt)));
      if (row) return spare;
    }
    const made = await prepareMeeting(db, side.complexId, null);
    spareMeetings.set(side.complexId, made);
    return made;
  };
  // A document of the side's complex made for this, while nobody removed it; else a new one.
  const spareDocuments = new Map<number, number>();
  const freshDocument = async (side: Side): Promise<number> => {
    if (side.complexId === MISSING_ID) return MISSING_ID;
    const spare = spareDocuments.get(side.complexId);
    if (spare !== undefined) {
      const [row] = await db.select({ id: documents.id }).from(documents).where(eq(documents.id, spare));
      if (row) return spare;
    }
    const made = await fileDocument(testApp, side.complexId, admin.id);
    spareDocuments.set(side.complexId, made);
    return made;
  };
  // A draft budget made for this, while it is there and a draft; else one of an earlier year. One to adopt is of a
  // complex of its own per side, whose one unit has an owner (the side's complex has units without one, which
  // adoption refuses); only administrators reach a budget, and every complex is theirs.
  const spareBudgets = new Map<string, number>();
  const adoptableComplexes = new Map<number, number>();
  let budgetYear = 2040;
  const budgetComplex = async (side: Side, purpose?: 'adopt') => {
    if (purpose !== 'adopt') return side.complexId;
    const known = adoptableComplexes.get(side.complexId);
    if (known !== undefined) return known;
    const complex = await createComplex(db, { financieelBeheer: true });
    await makeOwner(db, complex, (await createInvitee(db)).id);
    adoptableComplexes.set(side.complexId, complex.id);
    return complex.id;
  };
  const freshBudget = async (side: Side, purpose?: 'adopt'): Promise<number> => {
    if (side.complexId === MISSING_ID) return MISSING_ID;
    const key = `${String(side.complexId)} ${purpose ?? ''}`;
    const spare = spareBudgets.get(key);
    if (spare !== undefined) {
      const [draft] = await db
        .select({ id: budgets.id })
        .from(budgets)
        .where(and(eq(budgets.id, spare), isNull(budgets.adoptedOn)));
      if (draft) return spare;
    }
    budgetYear -= 1;
    const complexId = await budgetComplex(side, purpose);
    const made = await createBudget(db, { complexId, year: budgetYear, userId: admin.id, at: clock.read() });
    spareBudgets.set(key, made);
    return made;
  };
  // A payment booked for this, while nothing reversed it; else a new one.
  const spareBookings = new Map<number, number>();
  const freshBooking = async (side: Side): Promise<number> => {
    if (side.complexId === MISSING_ID) return MISSING_ID;
    const spare = spareBookings.get(side.complexId);
    if (spare !== undefined) {
      const [reversal] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.correctsId, spare));
      if (!reversal) return spare;
    }
    const { debtorId } = await freshTenancy(side, 'change-debtor');
    const payment = { kind: 'payment', description: 'Overboeking', amountCents: 12_500 } as const;
    const [made] = await book(db, { userId: admin.id, at: clock.read() }, [
      { ...payment, debtorId, bookedOn: '2026-03-01' },
    ]);
    if (!made) throw new Error('booking not made');
    spareBookings.set(side.complexId, made.id);
    return made.id;
  };
  // A PDF made for this, while no document holds it; else a new one.
  let spareDocumentFile: number | undefined;
  const freshDocumentFile = async (): Promise<number> => {
    if (spareDocumentFile !== undefined) {
      const [held] = await db
        .select({ id: documents.id })
        .from(documents)
        .where(eq(documents.fileId, spareDocumentFile));
      if (!held) return spareDocumentFile;
    }
    spareDocumentFile = await documentFile(testApp, admin.id);
    return spareDocumentFile;
  };
  // A person made for this, while nobody invited or deactivated them; else a new one.
  const sparePeople = new Map<number, number>();
  const freshPerson = async (side: Side): Promise<number> => {
    if (side.complexId === MISSING_ID) return MISSING_ID;
    const spare = sparePeople.get(side.complexId);
    if (spare !== undefined) {
      const [intact] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.id, spare),
            isNull(users.deactivatedAt),
            notExists(db.select().from(passwordTokens).where(eq(passwordTokens.userId, spare))),
          ),
        );
      if (intact) return spare;
    }
    const person = await createInvitee(db);
    sparePeople.set(side.complexId, person.id);
    return person.id;
  };
  const freshUnit = async (complexId: number) => {
    const [unit] = await db
      .insert(units)
      .values({ complexId, adres: 'Nieuwstraat 1', indexNr: `N-${randomUUID()}` })
      .returning({ id: units.id });
    if (!unit) throw new Error('unit not created');
    return unit.id;
  };
  // Made for this, while every part is as it was made (nothing added to the new person and the free unit, the
  // ownership, contract and debtor still there); else new ones.
  const spareTenancies = new Map<string, FreshTenancy>();
  const isIntactTenancy = async (t: FreshTenancy): Promise<boolean> => {
    const [row] = await queryRows<{ intact: boolean }>(
      db,
      sql`select
        not exists (select 1 from ${unitOwners} where ${unitOwners.userId} = ${t.newPersonId} or ${unitOwners.unitId} = ${t.unitId})
        and not exists (select 1 from ${rentalContracts} where ${rentalContracts.tenantId} = ${t.newPersonId})
        and not exists (select 1 from ${rentalContractUnits} where ${rentalContractUnits.unitId} = ${t.unitId})
        and not exists (select 1 from ${debtors} where ${debtors.userId} = ${t.newPersonId})
        and exists (select 1 from ${unitOwners} where ${unitOwners.userId} = ${t.personId} and ${unitOwners.unitId} = ${t.ownedUnitId})
        and exists (select 1 from ${rentalContracts} where ${rentalContracts.id} = ${t.rentalContractId})
        and exists (select 1 from ${debtors} where ${debtors.id} = ${t.debtorId}) as intact`,
    );
    return row?.intact === true;
  };
  const freshTenancy = async (side: Side, purpose: TenancyPurpose): Promise<FreshTenancy> => {
    if (side.complexId === MISSING_ID) {
      const ids = [MISSING_ID, MISSING_ID, MISSING_ID, MISSING_ID, MISSING_ID, MISSING_ID] as const;
      const [newPersonId, unitId, personId, ownedUnitId, rentalContractId, debtorId] = ids;
      return { newPersonId, unitId, personId, ownedUnitId, rentalContractId, debtorId };
    }
    const key = `${side.complexId} ${purpose}`;
    const spare = spareTenancies.get(key);
    if (spare && (await isIntactTenancy(spare))) return spare;
    const person = await createInvitee(db);
    const ownedUnitId = await freshUnit(side.complexId);
    await makeOwner(db, { unitId: ownedUnitId }, person.id);
    const rentedUnitId = await freshUnit(side.complexId);
    const contract = await makeRentalContract(db, { id: side.complexId, unitId: rentedUnitId }, person.id);
    const debtor = await makeDebtor(db, side.complexId, person.id);
    const made = {
      newPersonId: (await createInvitee(db)).id,
      unitId: await freshUnit(side.complexId),
      personId: person.id,
      ownedUnitId,
      rentalContractId: contract.id,
      debtorId: debtor.id,
    };
    spareTenancies.set(key, made);
    return made;
  };
  const spares = administrationSpares(db);
  const freshMember = (side: Side) =>
    side.supplierId === MISSING_ID
      ? Promise.resolve({ id: MISSING_ID, email: 'niemand@vve.test' })
      : spares.freshMember(side.supplierId);
  const freshAspect = (side: Side) =>
    side.complexId === MISSING_ID ? Promise.resolve(MISSING_ASPECT(MISSING_ID)) : spares.freshAspect(side);
  const freshPlan = (side: Side) =>
    side.complexId === MISSING_ID ? Promise.resolve(MISSING_PLAN(MISSING_ID)) : spares.freshPlan(side);
  // A link made for this, while nobody used it; else a new one.
  let spareLink: string | undefined;
  const freshPasswordLink = async () => {
    if (spareLink !== undefined) {
      const [unused] = await db
        .select({ usedAt: passwordTokens.usedAt })
        .from(passwordTokens)
        .where(eq(passwordTokens.tokenHash, hashToken(spareLink)));
      if (unused?.usedAt === null) return spareLink;
    }
    const token = newToken();
    const person = await createInvitee(db);
    const at = clock.read();
    await db.insert(passwordTokens).values({
      tokenHash: hashToken(token),
      userId: person.id,
      purpose: 'invite',
      createdAt: at,
      expiresAt: new Date(at.getTime() + 24 * 60 * 60 * 1000),
    });
    spareLink = token;
    return token;
  };
  // One per caller, made once: a call 'changes' its password to the one it has (TEST_PASSWORD).
  const spareAccounts = new Map<Exclude<CallerName, 'anonymous'>, Account>();
  const freshAccount = async (caller: Exclude<CallerName, 'anonymous'>) => {
    const spare = spareAccounts.get(caller);
    if (spare) return spare;
    const [row] = await db
      .select({ roles: users.roles })
      .from(users)
      .where(eq(users.id, accounts[caller].id));
    const account = await createUser(db, (row?.roles ?? []) as Role[]);
    spareAccounts.set(caller, account);
    return account;
  };
  // Made now, so that a call that sends a bad body to one stores nothing.
  for (const side of [A, B]) {
    await freshMember(side);
    await freshAspect(side);
    await freshPlan(side);
    await freshRequest(side);
    await freshWorkOrder(side);
    await freshComplex(side);
    await freshAnnouncement(side);
    await freshDocument(side);
    await freshBudget(side);
    await freshBudget(side, 'adopt');
    await adoptedBudgetOf(db, side.complexId);
    await freshPerson(side);
    for (const purpose of TENANCY_PURPOSES) await freshTenancy(side, purpose);
    await freshBooking(side);
  }
  await freshPasswordLink();
  await freshDocumentFile();
  for (const caller of Object.keys(accounts) as Exclude<CallerName, 'anonymous'>[])
    await freshAccount(caller);
  const notificationOf = {} as World['notificationOf'];
  for (const [caller, account] of Object.entries(accounts)) {
    const [row] = await db
      .insert(notifications)
      .values({ userId: account.id, kind: 'request-status', facts: {}, path: '/', createdAt: clock.read() })
      .returning({ id: notifications.id });
    notificationOf[caller as Exclude<CallerName, 'anonymous'>] = row?.id ?? MISSING_ID;
  }
  return {
    A,
    B,
    accounts,
    cookies,
    freshInspectionFile,
    freshRequest,
    freshWorkOrder,
    freshComplex,
    freshAnnouncement,
    freshDocument,
    freshDocumentFile,
    freshBudget,
    freshBooking,
    freshMeeting,
    freshBallot: async (side, purpose) =>
      side.complexId === MISSING_ID
        ? { meetingId: MISSING_ID, itemId: MISSING_ID, unitId: MISSING_ID, proxyId: MISSING_ID }
        : spareBallot(side, purpose),
    freshPerson,
    freshTenancy,
    freshMember,
    freshAspect,
    freshPlan,
    freshPasswordLink,
    freshAccount,
    notificationOf,
    unsubscribeToken: unsubscribeToken(
      { userId: owner.id, kinds: ['request-status'] },
      await app.unsubscribeKey(),
    ),
    calendarFeedToken: feedToken({ userId: owner.id, version: 0 }, await app.calendarFeedKey()),
    png,
  };
};
