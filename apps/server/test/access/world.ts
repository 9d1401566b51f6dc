import { bimModels } from '../../src/db/schema/bim';
import { inspectionFiles, inspections } from '../../src/db/schema/inspections';
import { reports } from '../../src/db/schema/reports';
import { supplierContracts } from '../../src/db/schema/suppliers';
import { workAssignmentInspections, workAssignments } from '../../src/db/schema/work-assignments';
import { and, eq } from 'drizzle-orm';
import { insertViewpoint } from '../../src/commands/insert-viewpoint';
import { raiseReport } from '../../src/commands/raise-report';
import { storeFile } from '../../src/commands/store-files';
import {
  createAspectWithTask,
  createBimProject,
  createComplex,
  createSupplier,
  createUser,
  createWorkAssignments,
  makeDebtor,
  makeOwner,
  makeRentalContract,
} from '../factories';
import { makeImage } from '../images';
import { loginAs } from '../session-client';
import type { TestApp } from '../test-app';

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
  /** A contract of the side's supplier with the administrator. */
  supplierContractId: number;
  workOrderId: number;
  aspectId: number;
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
}

/** An id that no record has: within PostgreSQL's integer range, above every id a test makes. */
export const MISSING_ID = 2_147_483_000;

export const MISSING: Side = {
  complexId: MISSING_ID,
  supplierContractId: MISSING_ID,
  workOrderId: MISSING_ID,
  aspectId: MISSING_ID,
  scheduleId: MISSING_ID,
  inspectionId: MISSING_ID,
  inspectionFile: { id: MISSING_ID, hash: 'f'.repeat(64), name: 'missing.png', accessCode: 'missing' },
  projectId: MISSING_ID,
  modelId: MISSING_ID,
  viewpointGuid: '00000000-0000-4000-8000-000000000000',
  requestId: MISSING_ID,
  contractFile: { id: MISSING_ID, hash: 'f'.repeat(64), name: 'missing.pdf', accessCode: 'missing' },
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
  png: Buffer;
}

const link = (row: { id: number; contentHash: string; name: string; accessCode: string }): FileLink => ({
  id: row.id,
  hash: row.contentHash,
  name: row.name,
  accessCode: row.accessCode,
});

/** A tiny PDF: the rental contract's file. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** One side: a complex with its owner, tenant, supplier organisation and their records. */
const buildSide = async (
  testApp: TestApp,
  png: Buffer,
  resident: { owner: Account & { id: number }; tenant: Account & { id: number } },
  supplier: { id: number; member: Account & { id: number } },
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

  const [supplierContract] = await db
    .insert(supplierContracts)
    .values({
      supplierId: supplier.id,
      titel: 'Onderhoud',
      actief: true,
      beginDatum: '2026-01-01',
      eindDatum: null,
      createdAt: clock.read(),
    })
    .returning({ id: supplierContracts.id });
  if (!supplierContract) throw new Error('supplier contract not created');
  const [workOrderId = 0] = await createWorkAssignments(db, supplier.id, complex.id, 1);
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
    .insert(workAssignmentInspections)
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
      camera: { position: [1, 2, 3], direction: [0, 1, 0], up: [0, 0, 1], fieldOfView: 60 },
      selectedGuids: [],
    },
  });
  const [request] = await db
    .insert(reports)
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
    .returning({ id: reports.id });
  if (!request) throw new Error('request not created');
  await db.update(workAssignments).set({ requestId: request.id }).where(eq(workAssignments.id, workOrderId));

  return {
    complexId: complex.id,
    supplierContractId: supplierContract.id,
    workOrderId,
    aspectId: task.aspectId,
    scheduleId: task.scheduleId,
    inspectionId: inspection.id,
    inspectionFile: link(photo),
    projectId: project.id,
    modelId: model.id,
    viewpointGuid,
    requestId: request.id,
    contractFile: link(contractFile),
  };
};

/**
 * The demo roles in a world of two complexes: owner, tenant and supplier S1 in A; owner2, tenant2
 * and supplier S2 in B; admin (supplier and administrator) belongs to no organisation and sees all.
 */
export const buildWorld = async (testApp: TestApp): Promise<World> => {
  const { db, app } = testApp;
  const png = await makeImage('png', 8, 8);
  const [owner, owner2, tenant, tenant2, admin] = await Promise.all([
    createUser(db, ['owner'], 'Anna de Vries'),
    createUser(db, ['owner'], 'Bram Jansen'),
    createUser(db, ['tenant'], 'Chantal Bakker'),
    createUser(db, ['tenant'], 'Daan Visser'),
    createUser(db, ['supplier', 'administrator'], 'Gerda Mulder'),
  ]);
  const [s1, s2] = await Promise.all([createSupplier(db), createSupplier(db)]);
  const A = await buildSide(testApp, png, { owner, tenant }, s1);
  const B = await buildSide(testApp, png, { owner: owner2, tenant: tenant2 }, s2);
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
      .select({ id: reports.id })
      .from(reports)
      .where(
        and(
          eq(reports.complexId, side.complexId),
          eq(reports.omschrijving, description),
          eq(reports.status, 'NIEUW'),
        ),
      );
    if (spare) return spare.id;
    const [request] = await db.select().from(reports).where(eq(reports.id, side.requestId));
    if (!request) throw new Error('the side has no request');
    return raiseReport(db, {
      complexId: side.complexId,
      description,
      publiclyVisible: true,
      createdBy: request.createdBy,
      createdAt: new Date(),
    });
  };
  // Made now, so that a call that sends a bad body to one stores nothing.
  for (const side of [A, B]) await freshRequest(side);
  return { A, B, accounts, cookies, freshInspectionFile, freshRequest, png };
};
