import { describe, expect, it } from 'vitest';
import type { SupplierUpdate, WorkAssignment } from '@vve/contract/calls/work-assignments';
import { eq } from 'drizzle-orm';
import { supplierContracts } from '../db/schema/suppliers';
import { supplierUpdates, workOrders } from '../db/schema/work-orders';
import { callerFor } from '../../test/api-client';
import { createComplex, createSupplier, createUser, createWorkOrders } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

describe.each(testDatabaseKinds())('work orders and contracts on the %s database', (kind) => {
  const testApp = useTestApp(kind);

  const world = async (orders: number) => {
    const { db, app } = testApp();
    const complex = await createComplex(db);
    const own = await createSupplier(db);
    const other = await createSupplier(db);
    const ids = await createWorkOrders(db, own.id, complex.id, orders);
    const otherIds = await createWorkOrders(db, other.id, complex.id, 3);
    const admin = await createUser(db, ['supplier', 'administrator']);
    const owner = await createUser(db, ['owner']);
    return {
      ids,
      otherIds,
      supplier: await callerFor(app, own.member),
      supplier2: await callerFor(app, other.member),
      admin: await callerFor(app, admin),
      owner: await callerFor(app, owner),
      ownId: own.id,
      otherId: other.id,
    };
  };

  const pageIds = async (call: Awaited<ReturnType<typeof world>>['supplier'], page: number) => {
    const answer = await call('GET', `/api/app/workassignments/page/${page}`);
    expect(answer.status).toBe(200);
    return (answer.body as WorkAssignment[]).map((order) => order.id);
  };

  it.each([49, 50, 51, 100])(
    'pages %i work orders by 50, newest first, none skipped or repeated',
    async (count) => {
      const w = await world(count);
      const pages = [
        await pageIds(w.supplier, 1),
        await pageIds(w.supplier, 2),
        await pageIds(w.supplier, 3),
      ];
      expect(pages.map((page) => page.length)).toEqual([
        Math.min(count, 50),
        Math.max(0, Math.min(count - 50, 50)),
        0,
      ]);
      expect(pages.flat()).toEqual(w.ids);
    },
  );

  it("shows a supplier only its organisation's work orders, an administrator everyone's", async () => {
    const w = await world(2);
    expect(await pageIds(w.supplier, 1)).toEqual(w.ids);
    expect(await pageIds(w.supplier2, 1)).toEqual(w.otherIds);
    const all = await pageIds(w.admin, 1);
    expect(all).toEqual(expect.arrayContaining([...w.ids, ...w.otherIds]));
    expect(await pageIds(w.owner, 1)).toEqual([]);
    const [ownId] = w.ids;
    expect((await w.supplier('GET', `/api/app/workassignments/${ownId}`)).status).toBe(200);
    expect((await w.admin('GET', `/api/app/workassignments/${ownId}`)).status).toBe(200);
    expect((await w.supplier2('GET', `/api/app/workassignments/${ownId}`)).status).toBe(404);
    expect((await w.owner('GET', `/api/app/workassignments/${ownId}`)).status).toBe(404);
    expect((await w.supplier('GET', '/api/app/workassignments/999999')).status).toBe(404);
    expect((await w.supplier('GET', '/api/app/workassignments/page/0')).status).toBe(400);
  });

  it('records a status report dated by the server, which becomes the last update', async () => {
    const w = await world(1);
    const { clock } = testApp();
    const [id] = w.ids;
    const url = `/api/app/workassignments/${id}/supplier-status`;
    const blocked = await w.supplier('POST', url, {
      status: 'BLOCKED',
      description: 'Geen toegang tot het dak',
    });
    expect(blocked.status).toBe(200);
    expect(blocked.body).toEqual({
      status: 'BLOCKED',
      description: 'Geen toegang tot het dak',
      creationDate: clock.read().toISOString(),
    } satisfies SupplierUpdate);
    clock.advance(60_000);
    expect((await w.supplier('POST', url, { status: 'COMPLETE' })).body).toMatchObject({
      status: 'COMPLETE',
      description: null,
    });
    const order = (await w.supplier('GET', `/api/app/workassignments/${id}`)).body as WorkAssignment;
    expect(order.lastSupplierUpdate).toMatchObject({ status: 'COMPLETE' });
  });

  it('refuses a bad status report with 4xx and stores nothing', async () => {
    const w = await world(1);
    const { db } = testApp();
    const [id] = w.ids;
    const url = `/api/app/workassignments/${id}/supplier-status`;
    const bad = [
      [{ status: 'DONE' }, 400],
      [{}, 400],
      [{ status: 'BLOCKED', description: 'x'.repeat(5001) }, 400],
      [{ status: 'BLOCKED', createdAt: '2020-01-01T00:00:00Z' }, 400],
    ] as const;
    for (const [body, status] of bad)
      expect((await w.supplier('POST', url, body)).status, JSON.stringify(body)).toBe(status);
    expect((await w.supplier2('POST', url, { status: 'COMPLETE' })).status).toBe(404);
    expect((await w.owner('POST', url, { status: 'COMPLETE' })).status).toBe(404);
    await db
      .update(workOrders)
      .set({ completed: true })
      .where(eq(workOrders.id, id ?? 0));
    expect((await w.supplier('POST', url, { status: 'COMPLETE' })).status).toBe(409);
    expect(
      await db
        .select()
        .from(supplierUpdates)
        .where(eq(supplierUpdates.workAssignmentId, id ?? 0)),
    ).toEqual([]);
  });

  it("lists a supplier's contracts only, 50 a page", async () => {
    const w = await world(0);
    const { db, clock } = testApp();
    await db.insert(supplierContracts).values(
      Array.from({ length: 51 }, (_, index) => ({
        supplierId: w.ownId,
        titel: `Contract ${index}`,
        actief: index % 2 === 0,
        beginDatum: null,
        eindDatum: null,
        createdAt: new Date(clock.read().getTime() - index * 1000),
      })),
    );
    await db.insert(supplierContracts).values({
      supplierId: w.otherId,
      titel: 'Elders',
      actief: true,
      beginDatum: null,
      eindDatum: null,
      createdAt: clock.read(),
    });
    const page1 = (await w.supplier('GET', '/api/app/supplier/contracts/page/1')).body as { titel: string }[];
    const page2 = (await w.supplier('GET', '/api/app/supplier/contracts/page/2')).body as { titel: string }[];
    expect(page1).toHaveLength(50);
    expect(page1[0]?.titel).toBe('Contract 0');
    expect(page2.map((contract) => contract.titel)).toEqual(['Contract 50']);
    expect(
      ((await w.supplier2('GET', '/api/app/supplier/contracts/page/1')).body as { titel: string }[]).map(
        (c) => c.titel,
      ),
    ).toEqual(['Elders']);
  });
});
