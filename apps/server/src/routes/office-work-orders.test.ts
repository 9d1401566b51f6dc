import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OfficeWorkOrder } from '@vve/contract/calls/office';
import type { OfficeWorkOrderDetails } from '@vve/contract/calls/office-work-orders';
import { auditEvents } from '../db/schema/audit';
import { supplierUpdates, workOrders } from '../db/schema/work-orders';
import { createComplex, createWorkOrders } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { uploadedPhoto } from '../../test/request-messages-world';
import { workOrderWorld } from '../../test/work-order-world';

const DAY = 24 * 60 * 60_000;

describe.each(testDatabaseKinds())('the back office work orders on the %s database', (kind) => {
  const testApp = useTestApp(kind);

  const aWorld = async () => {
    const { app, db, clock } = testApp();
    const w = await workOrderWorld(app, db, clock.read);
    const list = async (query: Record<string, string | number>) => {
      const search = new URLSearchParams(
        Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
      );
      const answer = await w.asAdmin('GET', `/api/app/office/work-orders?${search.toString()}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body as OfficeWorkOrder[];
    };
    const ids = async (query: Record<string, string | number>) =>
      (await list(query)).map((order) => order.id);
    return { ...w, list, ids };
  };

  const report = (workOrderId: number, status: string, minutesAfter: number) =>
    testApp()
      .db.insert(supplierUpdates)
      .values({
        workAssignmentId: workOrderId,
        status,
        description: `${status} na ${minutesAfter} minuten`,
        createdAt: new Date(Date.UTC(2026, 0, 1) + minutesAfter * 60_000),
      });

  const setOrder = (id: number, change: Partial<typeof workOrders.$inferInsert>) =>
    testApp().db.update(workOrders).set(change).where(eq(workOrders.id, id));

  it('lists every work order newest first, 50 a page, and filters by supplier, complex, last status and overdue', async () => {
    const w = await aWorld();
    const { db } = testApp();
    const other = await createComplex(db);
    // Five in the world's complex, newest first, and three in another (older).
    const here = await createWorkOrders(db, w.supplier.id, w.complex.id, 5);
    const there = await createWorkOrders(db, w.supplier.id, other.id, 3);
    for (const [index, id] of there.entries()) {
      await setOrder(id, { createdAt: new Date(Date.UTC(2025, 11, 1) - index * DAY) });
    }
    const [a = 0, b = 0, c = 0, d = 0, e = 0] = here;
    await report(a, 'BLOCKED', 1);
    await report(a, 'COMPLETE', 2);
    await report(b, 'COMPLETE', 3);
    await report(b, 'FOLLOW_UP_ACTION_NEEDED', 4);
    await report(c, 'BLOCKED', 5);
    // Today is 2026-03-02 by the test clock: before it is overdue, today itself is not.
    await setOrder(a, { planningDate: '2026-03-01' });
    await setOrder(b, { planningDate: '2026-03-02' });
    await setOrder(c, { planningDate: '2026-02-01', completed: true });
    await setOrder(d, { planningDate: '2025-12-31' });
    await setOrder(e, { planningDate: null });

    const supplier = w.supplier.id;
    expect(await w.ids({ supplier })).toEqual([...here, ...there]);
    expect(await w.ids({ supplier, complex: other.id })).toEqual(there);
    expect(await w.ids({ complex: other.id })).toEqual(there);
    expect(await w.ids({ supplier, lastStatus: 'COMPLETE' })).toEqual([a]);
    expect(await w.ids({ supplier, lastStatus: 'FOLLOW_UP_ACTION_NEEDED' })).toEqual([b]);
    expect(await w.ids({ supplier, lastStatus: 'BLOCKED' })).toEqual([c]);
    expect(await w.ids({ supplier, lastStatus: 'NONE' })).toEqual([d, e, ...there]);
    expect(await w.ids({ supplier, overdue: 'true' })).toEqual([a, d]);
    expect(await w.ids({ supplier, overdue: 'true', lastStatus: 'NONE' })).toEqual([d]);
    expect(await w.ids({ supplier, complex: other.id, overdue: 'true' })).toEqual([]);

    const listed = await w.list({ supplier });
    const byId = new Map(listed.map((order) => [order.id, order]));
    expect(byId.get(a)).toMatchObject({
      supplier: { id: supplier, naam: w.supplier.naam },
      complex: { id: w.complex.id, naam: w.complex.naam },
      request: null,
      lastSupplierUpdate: { status: 'COMPLETE', description: 'COMPLETE na 2 minuten' },
      overdue: true,
      afgerond: false,
    });
    expect([b, c, d, e].map((id) => byId.get(id)?.overdue)).toEqual([false, false, true, false]);
    expect(byId.get(c)?.afgerond).toBe(true);
  });

  it('pages by 50 without skipping or repeating one', async () => {
    const w = await aWorld();
    const all = await createWorkOrders(testApp().db, w.supplier.id, w.complex.id, 51);
    const pages = [
      await w.ids({ supplier: w.supplier.id }),
      await w.ids({ supplier: w.supplier.id, page: 2 }),
      await w.ids({ supplier: w.supplier.id, page: 3 }),
    ];
    expect(pages.map((page) => page.length)).toEqual([50, 1, 0]);
    expect(pages.flat()).toEqual(all);
    expect((await w.list({ page: 1 })).length).toBe(50);
  });

  it('refuses bad filters with 400, and answers 404 to anyone but an administrator', async () => {
    const w = await aWorld();
    for (const query of [
      'lastStatus=DONE',
      'overdue=false',
      'page=0',
      'supplier=abc',
      'complex=01',
      'supplier=2147483648',
    ]) {
      const answer = await w.asAdmin('GET', `/api/app/office/work-orders?${query}`);
      expect(answer.status, query).toBe(400);
    }
    const [id] = await createWorkOrders(testApp().db, w.supplier.id, w.complex.id, 1);
    for (const caller of [w.asOwner, w.asSupplier]) {
      expect((await caller('GET', '/api/app/office/work-orders')).status).toBe(404);
      expect((await caller('GET', `/api/app/office/work-orders/${id}`)).status).toBe(404);
      const plan = await caller('PUT', `/api/app/office/work-orders/${id}/planning`, {
        startDate: null,
        planningDate: null,
        priority: 'Spoed',
      });
      expect(plan.status).toBe(404);
      const cancel = await caller('POST', `/api/app/office/work-orders/${id}/cancel`, { reason: 'Weg' });
      expect(cancel.status).toBe(404);
    }
    const [stored] = await testApp()
      .db.select()
      .from(workOrders)
      .where(eq(workOrders.id, id ?? 0));
    expect(stored).toMatchObject({ priority: 'Normaal', completed: false, cancelledAt: null });
    expect((await w.asAdmin('GET', '/api/app/office/work-orders/2147483000')).status).toBe(404);
  });

  it("opens a work order with its request, every supplier report newest first and its audit trail with who's name", async () => {
    const w = await aWorld();
    const requestId = await w.request();
    const order = (await w.giveWorkOrder(requestId)).body as OfficeWorkOrder;
    const url = `/api/app/workassignments/${order.id}/supplier-status`;
    const { clock } = testApp();
    expect((await w.asSupplier('POST', url, { status: 'BLOCKED', description: 'Geen sleutel' })).status).toBe(
      200,
    );
    clock.advance(60_000);
    expect((await w.asSupplier('POST', url, { status: 'COMPLETE' })).status).toBe(200);
    clock.advance(60_000);
    const planned = await w.asAdmin('PUT', `/api/app/office/work-orders/${order.id}/planning`, {
      startDate: '2026-03-05',
      planningDate: '2026-03-12',
      priority: 'Spoed',
    });
    expect(planned.status).toBe(200);
    const answer = await w.asAdmin('GET', `/api/app/office/work-orders/${order.id}`);
    expect(answer.status).toBe(200);
    const details = answer.body as OfficeWorkOrderDetails;
    expect(details.workOrder).toMatchObject({
      id: order.id,
      request: { id: requestId, omschrijving: 'Lekkage bij de lichtkoepel' },
      priority: 'Spoed',
      lastSupplierUpdate: { status: 'COMPLETE' },
    });
    expect(details.updates.map((update) => [update.status, update.description])).toEqual([
      ['COMPLETE', null],
      ['BLOCKED', 'Geen sleutel'],
    ]);
    const supplierName = `Monteur van ${w.supplier.naam}`;
    expect(details.audit.map((entry) => [entry.action, entry.by?.naam])).toEqual([
      ['work-order.created', 'Ada Beheer'],
      ['work-order.status-reported', supplierName],
      ['work-order.status-reported', supplierName],
      ['work-order.planned', 'Ada Beheer'],
    ]);
    expect(details.audit[3]?.details).toEqual({
      startDate: '2026-03-05',
      planningDate: '2026-03-12',
      priority: 'Spoed',
    });
  });

  it("shows the administrator the note and photos of a supplier's 'Work complete', and keeps a refused report out", async () => {
    const w = await aWorld();
    const order = (await w.giveWorkOrder(await w.request())).body as OfficeWorkOrder;
    const url = `/api/app/workassignments/${order.id}/supplier-status`;
    const first = await uploadedPhoto(testApp(), w.supplier.member.id);
    const second = await uploadedPhoto(testApp(), w.supplier.member.id);
    const residents = await uploadedPhoto(testApp(), w.owner.id);
    const reportsBefore = await testApp().db.select().from(supplierUpdates);

    const foreign = await w.asSupplier('POST', url, {
      status: 'COMPLETE',
      attachmentIds: [first, residents],
    });
    expect(foreign.status).toBe(400);
    expect(await testApp().db.select().from(supplierUpdates)).toEqual(reportsBefore);

    const note = 'Koepel vervangen, kit rondom vernieuwd';
    const done = await w.asSupplier('POST', url, {
      status: 'COMPLETE',
      description: note,
      attachmentIds: [second, first],
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const again = await w.asSupplier('POST', url, { status: 'COMPLETE', attachmentIds: [first] });
    expect(again.status, 'a photo is sent with one report only').toBe(400);

    const details = (await w.asAdmin('GET', `/api/app/office/work-orders/${order.id}`))
      .body as OfficeWorkOrderDetails;
    expect(details.updates).toHaveLength(1);
    expect(details.updates[0]).toMatchObject({ status: 'COMPLETE', description: note });
    expect(details.updates[0]?.attachments.map((photo) => photo.id)).toEqual([second, first]);
    expect(details.audit.at(-1)?.details).toEqual({ status: 'COMPLETE', photos: 2 });
  });

  it('plans an open work order, refuses bad planning (400) and a handled one (409), storing nothing then', async () => {
    const w = await aWorld();
    const { db } = testApp();
    const [open = 0, done = 0] = await createWorkOrders(db, w.supplier.id, w.complex.id, 2);
    await setOrder(done, { completed: true });
    const plan = (id: number, body: object) =>
      w.asAdmin('PUT', `/api/app/office/work-orders/${id}/planning`, body);
    const good = { startDate: '2026-03-03', planningDate: '2026-02-20', priority: '  Hoog ' };
    const planned = await plan(open, good);
    expect(planned.status).toBe(200);
    expect(planned.body).toMatchObject({
      id: open,
      startDate: '2026-03-03',
      planningDate: '2026-02-20',
      priority: 'Hoog',
      overdue: true,
    });
    const stored = async () => ({
      orders: await db.select().from(workOrders).where(eq(workOrders.id, open)),
      audit: (await db.select({ n: count() }).from(auditEvents))[0]?.n,
    });
    const before = await stored();
    const cases: [number, object, number, string][] = [
      [open, { ...good, priority: ' ' }, 400, 'No priority'],
      [open, { ...good, priority: 'x'.repeat(256) }, 400, 'priority'],
      [open, { ...good, planningDate: '2026-13-01' }, 400, 'planningDate'],
      [open, { ...good, startDate: '0000-02-01' }, 400, 'year 0'],
      [open, { priority: 'Hoog' }, 400, 'startDate'],
      [open, { ...good, completed: true }, 400, 'completed'],
      [done, good, 409, 'handled already'],
      [2_147_483_000, good, 404, 'Work order not found'],
    ];
    for (const [id, body, status, message] of cases) {
      const answer = await plan(id, body);
      expect(answer.status, message).toBe(status);
      expect((answer.body as { message: string }).message, message).toContain(message);
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a priority with half a surrogate pair, changing neither the work order nor its audit', async () => {
    const w = await aWorld();
    const { db } = testApp();
    const [id = 0] = await createWorkOrders(db, w.supplier.id, w.complex.id, 1);
    const planned = await w.asAdmin('PUT', `/api/app/office/work-orders/${id}/planning`, {
      startDate: null,
      planningDate: null,
      priority: 'Spoed \ud800',
    });
    expect(planned.status).toBe(400);
    expect((planned.body as { message: string }).message).toBe(
      'body.priority: Text may not contain half of a surrogate pair (U+D800–U+DFFF without its other half)',
    );
    const audits = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'work-order'), eq(auditEvents.entityId, id)));
    expect(audits).toEqual([]);
  });

  it('cancels an open work order once, with who, when and why; then it is handled and the supplier reports no more', async () => {
    const w = await aWorld();
    const { db, clock } = testApp();
    const requestId = await w.request();
    const order = (await w.giveWorkOrder(requestId)).body as OfficeWorkOrder;
    const cancel = (id: number, body: object) =>
      w.asAdmin('POST', `/api/app/office/work-orders/${id}/cancel`, body);
    const auditCount = async () => (await db.select({ n: count() }).from(auditEvents))[0]?.n;
    const before = await auditCount();
    for (const body of [
      { reason: '   ' },
      {},
      { reason: 'x'.repeat(5001) },
      { reason: 'Dubbel', completed: false },
    ]) {
      expect((await cancel(order.id, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await auditCount()).toBe(before);

    const cancelled = await cancel(order.id, { reason: '  Dubbel aangemaakt ' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      id: order.id,
      afgerond: true,
      overdue: false,
      cancelled: { at: clock.read().toISOString(), by: { naam: 'Ada Beheer' }, reason: 'Dubbel aangemaakt' },
    });
    const again = await cancel(order.id, { reason: 'Nog eens' });
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toContain('cancelled already');
    const replan = await w.asAdmin('PUT', `/api/app/office/work-orders/${order.id}/planning`, {
      startDate: null,
      planningDate: null,
      priority: 'Laag',
    });
    expect(replan.status).toBe(409);
    const reported = await w.asSupplier('POST', `/api/app/workassignments/${order.id}/supplier-status`, {
      status: 'COMPLETE',
    });
    expect(reported.status).toBe(409);
    const [done = 0] = await createWorkOrders(db, w.supplier.id, w.complex.id, 1);
    await setOrder(done, { completed: true });
    const handled = await cancel(done, { reason: 'Te laat' });
    expect(handled.status).toBe(409);
    expect((handled.body as { message: string }).message).toContain('handled already');
    const audit = await db.select().from(auditEvents).where(eq(auditEvents.action, 'work-order.cancelled'));
    expect(audit.filter((row) => row.entityId === order.id)).toMatchObject([
      { userId: w.admin.id, details: { requestId } },
    ]);
    expect(await auditCount()).toBe((before ?? 0) + 1);
  });
});
