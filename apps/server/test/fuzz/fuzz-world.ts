import type { FastifyInstance } from 'fastify';
import type { StoredFile } from '@vve/contract/calls/files';
import type { Inspection } from '@vve/contract/calls/inspections';
import type { Report } from '@vve/contract/calls/requests';
import { raiseRequest } from '../../src/commands/raise-request';
import type { Database } from '../../src/db/database';
import { meetings } from '../../src/db/schema/complexes';
import {
  createAspectWithTask,
  createBimProject,
  createComplex,
  createInvitee,
  createSupplier,
  createUser,
  createWorkOrders,
  makeDebtor,
  makeOwner,
  makeRentalContract,
} from '../factories';
import { makeImage } from '../images';
import { multipart } from '../multipart';
import { createSpareAdministration } from './fuzz-administration';
import { FUZZ_ORIGIN } from './fuzz-app';
import type { SampleImages } from './upload-cases';
import { EXAMPLE_CAMERA } from '../example-camera';

/** Who sends a route's cases: each owns the records that the route reaches. */
export type CallerName = 'anonymous' | 'owner' | 'supplier' | 'admin';

/** Records of the fuzzing callers' own, so that valid-looking ids reach deep code. */
export interface FuzzWorld {
  cookies: Record<CallerName, Record<string, string>>;
  complexId: number;
  /** The complex's unit, which its owner owns (removing it answers 409). */
  unitId: number;
  /** A planned meeting of the complex, for the remove call: a case the contract accepts may remove it. */
  meetingId: number;
  /** A complex of its own, for the calls that change or archive one. */
  spareComplexId: number;
  reportId: number;
  viewpointGuid: string;
  projectId: number;
  inspectionId: number;
  file: StoredFile;
  /** A second photo of the inspection, for the remove call: a case the contract accepts may remove it. */
  spareFile: StoredFile;
  workAssignmentId: number;
  /** A second work order of the supplier, for the cancel call: a case the contract accepts may cancel it. */
  spareWorkOrderId: number;
  supplierId: number;
  /** A second request of the owner, for the work order call (the status call may reject the first). */
  openReportId: number;
  aspectId: number;
  scheduleId: number;
  elementIds: number[];
  /** A person made by the back office (no password yet), for the people calls. */
  personId: number;
  /** The email address of that person, whom the supplier calls make a member of the spare supplier. */
  personEmail: string;
  /** A supplier organisation of its own, for the calls that rename or archive one or change its members. */
  spareSupplierId: number;
  /** A contract of the spare supplier, for the call that changes one. */
  spareContractId: number;
  /** The type of the aspect. */
  aspectTypeId: number;
  /** A second aspect of the complex, with an element and an open task, for the calls that remove them. */
  spareAspectId: number;
  spareElementId: number;
  spareTaskId: number;
  /** A line of the complex's draft plan, a second one for the remove call, and an adopted version of the plan. */
  planLineId: number;
  sparePlanLineId: number;
  planVersionId: number;
  /** The owner's rental contract and debtor account in the complex, for the relation calls. */
  rentalContractId: number;
  debtorId: number;
  images: SampleImages;
}

/** Logs in with the login form and answers the session cookies (test/session-client.ts needs Vitest). */
const loginAs = async (app: FastifyInstance, user: { username: string; password: string }) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/app/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: FUZZ_ORIGIN },
    payload: new URLSearchParams({ username: user.username, password: user.password }).toString(),
  });
  if (response.headers.location !== '/api/app/status') throw new Error(`login failed: ${response.body}`);
  return Object.fromEntries(
    response.cookies.filter((cookie) => cookie.value !== '').map((cookie) => [cookie.name, cookie.value]),
  );
};

const expectOk = async <T>(
  what: string,
  answer: Promise<{ statusCode: number; body: string }>,
): Promise<T> => {
  const response = await answer;
  if (response.statusCode !== 200) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return JSON.parse(response.body) as T;
};

/**
 * A complex with an owner (also its debtor and tenant), a supplier with work orders, a task and an
 * inspection draft with a photo, an administrator, a 3D project and a request pinned to a viewpoint.
 */
export const createFuzzWorld = async (app: FastifyInstance, db: Database): Promise<FuzzWorld> => {
  const complex = await createComplex(db);
  const owner = await createUser(db, ['owner', 'tenant'], 'Fuzz Eigenaar');
  await makeOwner(db, complex, owner.id);
  const debtor = await makeDebtor(db, complex.id, owner.id);
  const rentalContract = await makeRentalContract(db, complex, owner.id);
  const supplier = await createSupplier(db);
  const [workAssignmentId, spareWorkOrderId] = await createWorkOrders(db, supplier.id, complex.id, 2);
  const task = await createAspectWithTask(db, complex.id, supplier.id);
  const admin = await createUser(db, ['supplier', 'administrator'], 'Fuzz Beheerder');
  const project = await createBimProject(db, complex.id);
  const [meeting] = await db
    .insert(meetings)
    .values({ complexId: complex.id, startsAt: new Date('2026-06-01T19:30:00Z') })
    .returning({ id: meetings.id });
  const spareComplex = await createComplex(db);
  const person = await createInvitee(db, 'Fuzz Persoon');
  const spare = await createSpareAdministration(db, complex.id);
  const images = { png: await makeImage('png'), jpeg: await makeImage('jpeg') };
  const cookies: FuzzWorld['cookies'] = {
    anonymous: {},
    owner: await loginAs(app, owner),
    supplier: await loginAs(app, supplier.member),
    admin: await loginAs(app, admin),
  };
  const headers = { origin: FUZZ_ORIGIN };

  const inspection = await expectOk<Inspection>(
    'open an inspection',
    app.inject({
      method: 'GET',
      url: `/api/app/inspections/new?aspect=${task.aspectId}&schedule=${task.scheduleId}`,
      cookies: cookies.supplier,
      headers,
    }),
  );
  const upload = multipart([
    { name: 'goot.jpg', type: 'image/jpeg', bytes: images.jpeg },
    { name: 'dak.png', type: 'image/png', bytes: images.png },
  ]);
  // The spare first: an id param that the contract reads leniently (say `%EF%BB%BF1`, a byte
  // order mark and 1) reaches id 1, and the remove call may then remove only the spare.
  const [spareFile, file] = await expectOk<StoredFile[]>(
    'upload a photo',
    app.inject({
      method: 'POST',
      url: `/inspections/${inspection.id}/files`,
      cookies: cookies.supplier,
      headers: { ...headers, 'content-type': upload.contentType },
      payload: upload.payload,
    }),
  );
  const report = await expectOk<Report>(
    'create a request',
    app.inject({
      method: 'POST',
      url: '/api/app/reports',
      cookies: cookies.owner,
      headers,
      payload: {
        omschrijving: 'Lekkage in de berging',
        vve: complex.id,
        linkedItem: {
          projectId: project.id,
          viewpoint: {
            camera: EXAMPLE_CAMERA,
          },
        },
      },
    }),
  );
  if (
    !file ||
    !spareFile ||
    workAssignmentId === undefined ||
    spareWorkOrderId === undefined ||
    !report.linkedItem?.viewpointId ||
    !meeting
  )
    throw new Error('the fuzz world is incomplete');
  const { id: openReportId } = await raiseRequest(db, {
    complexId: complex.id,
    description: 'Deur klemt',
    publiclyVisible: true,
    createdBy: owner.id,
    createdAt: new Date(),
  });
  return {
    cookies,
    complexId: complex.id,
    unitId: complex.unitId,
    meetingId: meeting.id,
    spareComplexId: spareComplex.id,
    reportId: report.id,
    viewpointGuid: report.linkedItem.viewpointId,
    projectId: project.id,
    inspectionId: inspection.id,
    file,
    spareFile,
    workAssignmentId,
    spareWorkOrderId,
    supplierId: supplier.id,
    openReportId,
    aspectId: task.aspectId,
    scheduleId: task.scheduleId,
    elementIds: task.elementIds,
    personId: person.id,
    personEmail: person.email,
    ...spare,
    rentalContractId: rentalContract.id,
    debtorId: debtor.id,
    images,
  };
};
