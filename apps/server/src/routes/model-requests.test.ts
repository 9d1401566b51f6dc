import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PinnedRequest } from '@vve/contract/calls/bim';
import type { RaisedModelRequest } from '@vve/contract/calls/model-requests';
import type { OfficeRequest } from '@vve/contract/calls/office';
import type { WorkAssignment } from '@vve/contract/calls/work-assignments';
import { complexes } from '../db/schema/complexes';
import { requests } from '../db/schema/requests';
import { callerFor } from '../../test/api-client';
import { createBimProject, createComplex, createSupplier, createUser, makeOwner } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

const camera = { position: [10, -12, 8], direction: [-0.6, 0.8, 0], up: [0, 0, 1], fieldOfView: 60 };
const ROOF_GUID = '2O2Fr$t4X7Zf8NOew3FLOH';
const viewpoint = { camera, selectedGuids: [ROOF_GUID] };
/** A work order's fields but its description, which is the request's. */
const workOrder = { priority: 'Hoog', repairType: 'Lekkage', startDate: '2026-03-04', planningDate: null };

describe.each(testDatabaseKinds())('raising a request at a model element on the %s database', (kind) => {
  const testApp = useTestApp(kind);

  /** A complex with a 3D project and an owner, a supplier, and the administrator. */
  const world = async () => {
    const { app, db } = testApp();
    const complex = await createComplex(db);
    const project = await createBimProject(db, complex.id);
    const ownerUser = await createUser(db, ['owner'], 'Eigenaar');
    await makeOwner(db, complex, ownerUser.id);
    const supplier = await createSupplier(db);
    const admin = await callerFor(app, await createUser(db, ['administrator'], 'Beheerder'));
    const raise = (body: object) =>
      admin('POST', `/api/app/office/bim-projects/${project.id}/requests`, body);
    return { db, complex, project, supplier, admin, raise, owner: await callerFor(app, ownerUser) };
  };

  const requestCount = async () => (await testApp().db.select({ n: count() }).from(requests))[0]?.n;

  it('raises a request of the complex pinned at the viewpoint, not shared with residents', async () => {
    const w = await world();
    const answer = await w.raise({ description: 'Dakbedekking: score 5, scheuren', viewpoint });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const raised = answer.body as RaisedModelRequest;
    expect(raised).toMatchObject({ nr: 1, workOrderId: null });

    const office = (await w.admin('GET', `/api/app/office/requests/${raised.requestId}`))
      .body as OfficeRequest;
    expect(office).toMatchObject({
      request: {
        omschrijving: 'Dakbedekking: score 5, scheuren',
        status: 'NIEUW',
        vve: { id: w.complex.id },
        linkedItem: { projectId: w.project.id },
      },
      publiclyVisible: false,
    });
    const pinned = (await w.admin('GET', `/api/app/bim/projects/${w.project.id}/requests`))
      .body as PinnedRequest[];
    expect(pinned.map((request) => [request.id, request.viewpoint.selectedGuids])).toEqual([
      [raised.requestId, [ROOF_GUID]],
    ]);
    const ownersPins = (await w.owner('GET', `/api/app/bim/projects/${w.project.id}/requests`)).body;
    expect(ownersPins).toEqual([]);
  });

  it('gives the request its work order at once, with the same description, in handling', async () => {
    const w = await world();
    const answer = await w.raise({
      description: 'Kozijn 2e verdieping vervangen',
      viewpoint,
      workOrder: { ...workOrder, supplierId: w.supplier.id },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const raised = answer.body as RaisedModelRequest;
    expect(raised.workOrderId).toEqual(expect.any(Number));

    const office = (await w.admin('GET', `/api/app/office/requests/${raised.requestId}`))
      .body as OfficeRequest;
    expect(office.request.status).toBe('IN_BEHANDELING');
    expect(office.workOrders.map((order) => [order.id, order.supplier.id])).toEqual([
      [raised.workOrderId, w.supplier.id],
    ]);
    const supplier = await callerFor(testApp().app, w.supplier.member);
    const task = (await supplier('GET', `/api/app/workassignments/${raised.workOrderId}`))
      .body as WorkAssignment;
    expect(task).toMatchObject({
      omschrijving: 'Kozijn 2e verdieping vervangen',
    });
  });

  it('leaves nothing behind when the work order cannot be given, and refuses an archived complex', async () => {
    const w = await world();
    const before = await requestCount();
    const noSupplier = await w.raise({
      description: 'Goot lekt',
      viewpoint,
      workOrder: { ...workOrder, supplierId: 999_999 },
    });
    expect(noSupplier).toMatchObject({ status: 400, body: { code: 'noSuchSupplier' } });
    expect(await requestCount()).toBe(before);

    await w.db.update(complexes).set({ archivedAt: new Date() }).where(eq(complexes.id, w.complex.id));
    const archived = await w.raise({ description: 'Goot lekt', viewpoint });
    expect(archived).toMatchObject({ status: 400, body: { code: 'complexClosedForRequests' } });
    expect(await requestCount()).toBe(before);
  });

  it('refuses a request without a description or with a selection that is no GlobalId', async () => {
    const w = await world();
    const before = await requestCount();
    const empty = await w.raise({ description: '  ', viewpoint });
    expect(empty.status).toBe(400);
    const badGuid = await w.raise({ description: 'Goot', viewpoint: { camera, selectedGuids: ['roof'] } });
    expect(badGuid.status).toBe(400);
    expect(await requestCount()).toBe(before);
  });
});
