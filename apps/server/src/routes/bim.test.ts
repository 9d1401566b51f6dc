import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BimModel, BimProjectDetails, PinnedRequest, Viewpoint } from '@vve/contract/calls/bim';
import type { BimProject } from '@vve/contract/calls/details';
import type { Report } from '@vve/contract/calls/requests';
import { bimModels, bimViewpoints } from '../db/schema/bim';
import { requests } from '../db/schema/requests';
import { workOrders } from '../db/schema/work-orders';
import { callerFor } from '../../test/api-client';
import {
  createBimProject,
  createComplex,
  createSupplier,
  createUser,
  createWorkOrders,
  makeOwner,
} from '../../test/factories';
import { multipart } from '../../test/multipart';
import { REAL_IFC_MODELS, realIfcPath } from '../../test/real-ifc';
import { loginAs } from '../../test/session-client';
import { useTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { storageTestSetups } from '../../test/test-storage';

const camera = { position: [10, -12, 8], direction: [-0.5, 0.7, -0.3], up: [0, 0, 1], fieldOfView: 60 };
const WINDOW_GUID = '2O2Fr$t4X7Zf8NOew3FLOH';

const tinyIfc = (body: string) =>
  Buffer.from(
    `ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION((''),'2;1');\nFILE_NAME('t.ifc','',(''),(''),'','','');\nFILE_SCHEMA(('IFC4'));\nENDSEC;\nDATA;\n${body}\nENDSEC;\nEND-ISO-10303-21;\n`,
  );

const uploadAs = async (
  testApp: TestApp,
  user: { username: string; password: string },
  projectId: number,
  name: string,
  bytes: Buffer,
) => {
  const { app } = testApp;
  const body = multipart([{ name, type: 'application/octet-stream', bytes }], 'file');
  const response = await app.inject({
    method: 'POST',
    url: `/api/app/bim/projects/${projectId}/models`,
    cookies: await loginAs(app, user),
    payload: body.payload,
    headers: { 'content-type': body.contentType },
  });
  return { status: response.statusCode, body: response.json<unknown>() };
};

/** A complex with a 3D project, its owner, an administrator, and a supplier with a work order there. */
const scene = async (testApp: TestApp) => {
  const { db } = testApp;
  const complex = await createComplex(db);
  const project = await createBimProject(db, complex.id);
  const owner = await createUser(db, ['owner'], 'Eigenaar');
  await makeOwner(db, complex, owner.id);
  const admin = await createUser(db, ['supplier', 'administrator'], 'Beheerder');
  const supplier = await createSupplier(db);
  const [workOrderId = 0] = await createWorkOrders(db, supplier.id, complex.id, 1);
  return { complex, project, owner, admin, supplier, workOrderId };
};

describe('real IFC exports: upload, conversion and download', () => {
  const testApp = useTestApp('embedded');

  it.each(REAL_IFC_MODELS)(
    'converts $name ($schema) once and serves the fragments',
    async ({ name, schema }) => {
      const { app } = testApp();
      const { project, admin, owner } = await scene(testApp());
      const upload = await uploadAs(testApp(), admin, project.id, name, readFileSync(realIfcPath(name)));
      expect(upload).toMatchObject({ status: 200, body: { status: 'QUEUED', schema, fileName: name } });

      await app.modelConverter.drain();
      const viewer = await callerFor(app, owner);
      const details = (await viewer('GET', `/api/app/bim/projects/${project.id}`)).body as BimProjectDetails;
      expect(details.model).toMatchObject({ status: 'READY', error: null, attempts: 1 });

      const cookies = await loginAs(app, owner);
      const fragments = await app.inject({
        method: 'GET',
        url: `/api/app/bim/models/${details.model?.id ?? 0}/fragments`,
        cookies,
      });
      expect(fragments.statusCode).toBe(200);
      expect(fragments.headers['content-type']).toBe('application/octet-stream');
      expect(fragments.rawPayload.length).toBe(details.model?.fragmentsBytes);
      expect(fragments.rawPayload.length).toBeGreaterThan(1000);
    },
  );
});

describe.each(storageTestSetups())('3D model files on the %s database and %s storage', (kind, storage) => {
  const testApp = useTestApp(kind, { storage });

  it('refuses what is no complete IFC file and stores nothing', async () => {
    const { db } = testApp();
    const { project, admin } = await scene(testApp());
    const pdf = await uploadAs(testApp(), admin, project.id, 'plan.ifc', Buffer.from('%PDF-1.7 not a model'));
    expect(pdf).toMatchObject({
      status: 415,
      body: { message: 'The file is not an IFC model (ISO-10303-21)' },
    });
    const cut = readFileSync(realIfcPath('IfcOpenHouse_IFC4.ifc')).subarray(0, 5000);
    const truncated = await uploadAs(testApp(), admin, project.id, 'house.ifc', cut);
    expect(truncated).toMatchObject({
      status: 400,
      body: { message: 'The IFC file is incomplete: it does not end with END-ISO-10303-21;' },
    });
    const empty = await uploadAs(testApp(), admin, project.id, 'empty.ifc', Buffer.alloc(0));
    expect(empty.status).toBe(400);
    const [stored] = await db
      .select({ n: count() })
      .from(bimModels)
      .where(eq(bimModels.projectId, project.id));
    expect(stored?.n).toBe(0);
  });

  it('marks a model that cannot be converted as failed, with the reason', async () => {
    const { app } = testApp();
    const { project, admin } = await scene(testApp());
    const upload = await uploadAs(testApp(), admin, project.id, 'broken.ifc', tinyIfc('#1=IFCBROKEN(;'));
    expect(upload).toMatchObject({ status: 200, body: { status: 'QUEUED' } });
    await app.modelConverter.drain();
    const models = (await (await callerFor(app, admin))('GET', `/api/app/bim/projects/${project.id}/models`))
      .body as BimModel[];
    expect(models).toHaveLength(1);
    expect(models[0]?.status).toBe('FAILED');
    expect(models[0]?.error).toBe('The IFC model could not be converted: The file holds no IfcProject');
  });

  it('converts again a model whose converter died mid-conversion', async () => {
    const { app, db, clock } = testApp();
    const { project, admin } = await scene(testApp());
    // As if another process had claimed the upload and died: its lease ran out a moment ago.
    const ifcKey = 'models/ifc/house-test.ifc';
    await app.storage.put(ifcKey, readFileSync(realIfcPath('IfcOpenHouse_IFC4.ifc')));
    const [claimed] = await db
      .insert(bimModels)
      .values({
        projectId: project.id,
        fileName: 'house.ifc',
        schema: 'IFC4',
        ifcKey,
        ifcBytes: 1,
        uploadedBy: admin.id,
        uploadedAt: clock.read(),
        status: 'CONVERTING',
        attempts: 1,
        leaseUntil: new Date(clock.read().getTime() - 1000),
      })
      .returning();
    const id = claimed?.id ?? 0;
    await app.modelConverter.drain();
    const [model] = await db.select().from(bimModels).where(eq(bimModels.id, id));
    expect(model).toMatchObject({ status: 'READY', attempts: 2 });
  });

  it('serves converted fragments whole or in a range, 416 past their end, 409 before conversion', async () => {
    const { app, db, clock } = testApp();
    const { project, owner, admin } = await scene(testApp());
    const fragments = randomBytes(70_000);
    const fragmentsKey = `models/fragments/range-${project.id}.frag`;
    await app.storage.put(fragmentsKey, fragments);
    const model = (status: 'READY' | 'QUEUED') => ({
      projectId: project.id,
      fileName: 'gebouw.ifc',
      schema: 'IFC4',
      ifcKey: `models/ifc/range-${project.id}.ifc`,
      ifcBytes: 100,
      uploadedBy: admin.id,
      uploadedAt: clock.read(),
      status,
      ...(status === 'READY' && {
        fragmentsKey,
        fragmentsBytes: fragments.length,
        convertedAt: clock.read(),
      }),
    });
    const [ready, queued] = await db
      .insert(bimModels)
      .values([model('READY'), model('QUEUED')])
      .returning({ id: bimModels.id });
    const cookies = await loginAs(app, owner);
    const get = (id: number | undefined, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: `/api/app/bim/models/${id ?? 0}/fragments`, cookies, headers });

    const whole = await get(ready?.id);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({
      'content-type': 'application/octet-stream',
      'content-length': String(fragments.length),
      'accept-ranges': 'bytes',
    });
    expect(whole.rawPayload.equals(fragments)).toBe(true);
    const part = await get(ready?.id, { range: 'bytes=65536-' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 65536-${fragments.length - 1}/${fragments.length}`);
    expect(part.rawPayload.equals(fragments.subarray(65_536))).toBe(true);
    const pastTheEnd = await get(ready?.id, { range: 'bytes=70000-70010' });
    expect(pastTheEnd.statusCode).toBe(416);
    expect(pastTheEnd.headers['content-range']).toBe(`bytes */${fragments.length}`);
    const notYet = await get(queued?.id, { range: 'bytes=0-9' });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toMatchObject({ message: 'The 3D model is not converted yet' });
  });
});

describe.each(testDatabaseKinds())('3D projects on the %s database', (kind) => {
  const testApp = useTestApp(kind);

  it('lets only administrators upload, and only to projects they see', async () => {
    const { db } = testApp();
    const { project, owner, supplier } = await scene(testApp());
    const house = readFileSync(realIfcPath('IfcOpenHouse_IFC4.ifc'));
    expect((await uploadAs(testApp(), owner, project.id, 'h.ifc', house)).status).toBe(403);
    expect((await uploadAs(testApp(), supplier.member, project.id, 'h.ifc', house)).status).toBe(403);
    const stranger = await createUser(db, ['owner'], 'Vreemde');
    expect((await uploadAs(testApp(), stranger, project.id, 'h.ifc', house)).status).toBe(404);
    const anonymous = await testApp().app.inject({
      method: 'POST',
      url: `/api/app/bim/projects/${project.id}/models`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows a project to its residents, its suppliers and administrators only', async () => {
    const { app, db } = testApp();
    const { project, owner, admin, supplier } = await scene(testApp());
    const stranger = await createUser(db, ['owner'], 'Vreemde');
    const otherSupplier = await createSupplier(db);
    for (const user of [owner, admin, supplier.member]) {
      const call = await callerFor(app, user);
      expect((await call('GET', `/api/app/bim/projects/${project.id}`)).status).toBe(200);
      const listed = (await call('GET', '/api/app/details/projects')).body as BimProject[];
      expect(listed.map((listedProject) => listedProject.id)).toContain(project.id);
    }
    for (const user of [stranger, otherSupplier.member]) {
      const call = await callerFor(app, user);
      expect((await call('GET', `/api/app/bim/projects/${project.id}`)).status).toBe(404);
      expect((await call('GET', `/api/app/bim/projects/${project.id}/models`)).status).toBe(404);
      expect((await call('GET', `/api/app/bim/projects/${project.id}/requests`)).status).toBe(404);
      const listed = (await call('GET', '/api/app/details/projects')).body as BimProject[];
      expect(listed.map((listedProject) => listedProject.id)).not.toContain(project.id);
    }
    expect((await (await callerFor(app, owner))('GET', '/api/app/bim/projects/999999')).status).toBe(404);
  });

  it('stores a request made in the viewer with its viewpoint, in one transaction', async () => {
    const { app, db } = testApp();
    const { complex, project, owner, admin, supplier, workOrderId } = await scene(testApp());
    const call = await callerFor(app, owner);
    const created = await call('POST', '/api/app/reports', {
      omschrijving: 'Lekkage bij het raam',
      vve: complex.id,
      linkedItem: { projectId: project.id, viewpoint: { camera, selectedGuids: [WINDOW_GUID] } },
    });
    expect(created.status).toBe(200);
    const report = created.body as Report;
    expect(report.linkedItem).toEqual({ projectId: project.id, viewpointId: expect.any(String) as string });

    const stored = await call(
      'GET',
      `/api/app/bim/projects/${project.id}/viewpoints/${report.linkedItem?.viewpointId ?? ''}`,
    );
    expect(stored.body).toMatchObject({ projectId: project.id, camera, selectedGuids: [WINDOW_GUID] });

    const pinned = (await call('GET', `/api/app/bim/projects/${project.id}/requests`))
      .body as PinnedRequest[];
    expect(pinned.map((request) => request.id)).toEqual([report.id]);
    expect(pinned[0]?.viewpoint.selectedGuids).toEqual([WINDOW_GUID]);

    // The supplier opens the viewpoint of its work order's request.
    await db.update(workOrders).set({ requestId: report.id }).where(eq(workOrders.id, workOrderId));
    for (const user of [supplier.member, admin]) {
      const target = await (await callerFor(app, user))('GET', `/api/app/bim/requests/${report.id}/viewer`);
      expect(target.body).toEqual({
        projectId: project.id,
        complexId: complex.id,
        viewpointGuid: report.linkedItem?.viewpointId,
      });
      const viewpoint = await (
        await callerFor(app, user)
      )('GET', `/api/app/bim/projects/${project.id}/viewpoints/${report.linkedItem?.viewpointId ?? ''}`);
      expect((viewpoint.body as Viewpoint).selectedGuids).toEqual([WINDOW_GUID]);
    }
    const otherSupplier = await createSupplier(db);
    for (const user of [owner, otherSupplier.member]) {
      const target = await (await callerFor(app, user))('GET', `/api/app/bim/requests/${report.id}/viewer`);
      expect(target.status).toBe(404);
    }
  });

  it('shows the viewpoint of a request only to those who may see the request', async () => {
    const { app, db } = testApp();
    const { complex, project, owner, admin } = await scene(testApp());
    const neighbour = await createUser(db, ['owner'], 'Buurman');
    await makeOwner(db, complex, neighbour.id);
    const create = async (publiclyVisible: boolean) => {
      const created = await (
        await callerFor(app, owner)
      )('POST', '/api/app/reports', {
        omschrijving: publiclyVisible ? 'Gedeeld' : 'Alleen van mij',
        vve: complex.id,
        publiclyVisible,
        linkedItem: { projectId: project.id, viewpoint: { camera, selectedGuids: [WINDOW_GUID] } },
      });
      return `/api/app/bim/projects/${project.id}/viewpoints/${(created.body as Report).linkedItem?.viewpointId ?? ''}`;
    };
    const personal = await create(false);
    const shared = await create(true);
    const asNeighbour = await callerFor(app, neighbour);
    expect((await asNeighbour('GET', personal)).status).toBe(404);
    expect((await asNeighbour('GET', shared)).status).toBe(200);
    for (const user of [owner, admin])
      expect((await (await callerFor(app, user))('GET', personal)).status).toBe(200);
  });

  it('refuses a viewpoint in another complex’s project or with a bad camera, and stores nothing', async () => {
    const { app, db } = testApp();
    const { complex, owner } = await scene(testApp());
    const elsewhere = await createBimProject(db, (await createComplex(db)).id);
    const call = await callerFor(app, owner);
    const [before] = await db.select({ n: count() }).from(requests);
    const [viewpointsBefore] = await db.select({ n: count() }).from(bimViewpoints);
    const wrongProject = await call('POST', '/api/app/reports', {
      omschrijving: 'Scheur',
      vve: complex.id,
      linkedItem: { projectId: elsewhere.id, viewpoint: { camera, selectedGuids: [] } },
    });
    expect(wrongProject).toMatchObject({
      status: 400,
      body: { message: "The 3D project is not one of the request's complex" },
    });
    const badCamera = await call('POST', '/api/app/reports', {
      omschrijving: 'Scheur',
      vve: complex.id,
      linkedItem: {
        projectId: elsewhere.id,
        viewpoint: { camera: { ...camera, direction: [0, 0, 0] }, selectedGuids: ['not a guid'] },
      },
    });
    expect(badCamera.status).toBe(400);
    const [after] = await db.select({ n: count() }).from(requests);
    const [viewpointsAfter] = await db.select({ n: count() }).from(bimViewpoints);
    expect(after?.n).toBe(before?.n);
    expect(viewpointsAfter?.n).toBe(viewpointsBefore?.n);
  });
});
