import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OfficeWorkOrder, WorkOrderChoices } from '@vve/contract/calls/office';
import type { StoredFile } from '@vve/contract/calls/files';
import { fileDownloadPath, fileThumbnailPath } from '@vve/contract/calls/files';
import type { Report, ReportImageAnswer } from '@vve/contract/calls/requests';
import type { WorkAssignment } from '@vve/contract/calls/work-assignments';
import { auditEvents } from '../db/schema/audit';
import {
  requestMessageAttachments,
  requestMessages,
  requestStatusChanges,
  requests,
} from '../db/schema/requests';
import { supplierContracts, supplierOrganisations } from '../db/schema/suppliers';
import { workOrders } from '../db/schema/work-orders';
import { callerFor } from '../../test/api-client';
import { createSupplier } from '../../test/factories';
import { makeImage } from '../../test/images';
import { loginAs } from '../../test/session-client';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { workOrderBody, workOrderWorld } from '../../test/work-order-world';

describe.each(testDatabaseKinds())('giving a request a work order on the %s database', (kind) => {
  /** The statements the server ran, to count how often it read the requests' photos. */
  const statements: string[] = [];
  const testApp = useTestApp(kind, { onQuery: (query) => statements.push(query) });

  const aWorld = () => {
    const { app, db, clock } = testApp();
    return workOrderWorld(app, db, clock.read);
  };

  const requestRow = async (id: number) => {
    const [row] = await testApp().db.select().from(requests).where(eq(requests.id, id));
    return row;
  };
  const statusChangesOf = (id: number) =>
    testApp().db.select().from(requestStatusChanges).where(eq(requestStatusChanges.reportId, id));
  const workOrdersOf = (id: number) =>
    testApp().db.select().from(workOrders).where(eq(workOrders.requestId, id));
  const auditOf = (entity: string, id: number) =>
    testApp()
      .db.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, entity), eq(auditEvents.entityId, id)));

  it('takes a new request into handling with its first work order, with the timeline row and the audit', async () => {
    const w = await aWorld();
    const requestId = await w.request();
    const answer = await w.giveWorkOrder(requestId);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const order = answer.body as OfficeWorkOrder;
    const request = await requestRow(requestId);
    expect(order).toMatchObject({
      supplier: { id: w.supplier.id, naam: w.supplier.naam },
      complex: { id: w.complex.id, naam: w.complex.naam },
      request: { id: requestId, nr: String(request?.nr), omschrijving: 'Lekkage bij de lichtkoepel' },
      omschrijving: 'Lekkage bij de lichtkoepel verhelpen',
      createdAt: testApp().clock.read().toISOString(),
      startDate: '2026-03-04',
      planningDate: '2026-03-10',
      priority: 'Hoog',
      repairType: 'Lekkage',
      indicationAmount: 1250.5,
      lastSupplierUpdate: null,
      afgerond: false,
      overdue: false,
      cancelled: null,
    });
    const [stored] = await workOrdersOf(requestId);
    expect(stored).toMatchObject({ id: order.id, indicationAmountCents: 125_050, complexId: w.complex.id });
    expect(request).toMatchObject({ status: 'IN_BEHANDELING', handledBy: w.admin.id });
    expect(
      (await statusChangesOf(requestId)).map((row) => [
        row.fromStatus,
        row.toStatus,
        row.reason,
        row.changedBy,
      ]),
    ).toEqual([['NIEUW', 'IN_BEHANDELING', null, w.admin.id]]);
    expect((await auditOf('work-order', order.id)).map((row) => [row.action, row.userId])).toEqual([
      ['work-order.created', w.admin.id],
    ]);
    expect((await auditOf('request', requestId)).map((row) => [row.action, row.userId, row.details])).toEqual(
      [
        ['request.created', w.owner.id, null],
        [
          'request.status-changed',
          w.admin.id,
          { from: 'NIEUW', to: 'IN_BEHANDELING', workOrderId: order.id },
        ],
      ],
    );
  });

  it('gives a request in handling more work orders without moving it again', async () => {
    const w = await aWorld();
    const requestId = await w.request();
    const first = await w.giveWorkOrder(requestId);
    const other = await createSupplier(testApp().db);
    const second = await w.asAdmin(
      'POST',
      `/api/app/office/requests/${requestId}/work-orders`,
      workOrderBody(other.id, {
        startDate: null,
        planningDate: null,
        indicationAmount: null,
        priority: ' Spoed ',
        omschrijving: 'Plafond herstellen',
      }),
    );
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toMatchObject({
      supplier: { id: other.id },
      priority: 'Spoed',
      startDate: null,
      planningDate: null,
      indicationAmount: null,
    });
    expect((await workOrdersOf(requestId)).map((row) => row.supplierId).sort()).toEqual(
      [w.supplier.id, other.id].sort(),
    );
    expect(await statusChangesOf(requestId)).toHaveLength(1);
    expect((await requestRow(requestId))?.status).toBe('IN_BEHANDELING');
  });

  it('refuses a resolved or rejected request (409), one without a complex, an unknown supplier and bad bodies (400), storing nothing', async () => {
    const w = await aWorld();
    const { db } = testApp();
    const resolved = await w.request('Opgelost verzoek');
    const rejected = await w.request('Afgewezen verzoek');
    await db.update(requests).set({ status: 'OPGELOST' }).where(eq(requests.id, resolved));
    await db.update(requests).set({ status: 'AFGEWEZEN' }).where(eq(requests.id, rejected));
    const homeless = await w.request('Verzoek zonder complex', null);
    const fresh = await w.request('Nieuw verzoek');
    const stored = async () => ({
      orders: (await db.select({ n: count() }).from(workOrders))[0]?.n,
      changes: (await db.select({ n: count() }).from(requestStatusChanges))[0]?.n,
      audit: (await db.select({ n: count() }).from(auditEvents))[0]?.n,
    });
    const before = await stored();
    const cases: [number, object, number, string][] = [
      [resolved, workOrderBody(w.supplier.id), 409, 'OPGELOST: reopen it first'],
      [rejected, workOrderBody(w.supplier.id), 409, 'AFGEWEZEN: reopen it first'],
      [homeless, workOrderBody(w.supplier.id), 409, 'belongs to no complex'],
      [fresh, workOrderBody(2_147_483_000), 400, 'No such supplier'],
      [fresh, workOrderBody(w.supplier.id, { priority: '  ' }), 400, 'No priority'],
      [fresh, workOrderBody(w.supplier.id, { repairType: '' }), 400, 'No repair type'],
      [fresh, workOrderBody(w.supplier.id, { omschrijving: ' ' }), 400, 'No description'],
      [fresh, workOrderBody(w.supplier.id, { omschrijving: 'x'.repeat(5001) }), 400, 'omschrijving'],
      [fresh, workOrderBody(w.supplier.id, { indicationAmount: -1 }), 400, 'indicationAmount'],
      [fresh, workOrderBody(w.supplier.id, { indicationAmount: 10_000_001 }), 400, 'indicationAmount'],
      [fresh, workOrderBody(w.supplier.id, { startDate: '2026-02-30' }), 400, 'startDate'],
      [fresh, workOrderBody(w.supplier.id, { planningDate: '0000-01-01' }), 400, 'year 0'],
      [fresh, { ...workOrderBody(w.supplier.id), completed: true }, 400, 'completed'],
      [fresh, { priority: 'Hoog' }, 400, 'supplierId'],
      [2_147_483_000, workOrderBody(w.supplier.id), 404, 'Request not found'],
    ];
    for (const [requestId, body, status, message] of cases) {
      const answer = await w.asAdmin('POST', `/api/app/office/requests/${requestId}/work-orders`, body);
      expect(answer.status, `${message}: ${JSON.stringify(answer.body)}`).toBe(status);
      expect((answer.body as { message: string }).message, message).toContain(message);
    }
    expect(await stored()).toEqual(before);
    expect((await requestRow(fresh))?.status).toBe('NIEUW');
    expect((await requestRow(resolved))?.status).toBe('OPGELOST');
  });

  it('lets a work order and a rejection at the same moment not both pass', async () => {
    const w = await aWorld();
    const requestId = await w.request();
    const answers = await Promise.all([
      w.giveWorkOrder(requestId),
      w.asAdmin('POST', `/api/app/office/requests/${requestId}/status`, {
        from: 'NIEUW',
        to: 'AFGEWEZEN',
        reason: 'Dubbel gemeld',
      }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const orders = await workOrdersOf(requestId);
    const request = await requestRow(requestId);
    expect(request?.status).toBe(orders.length === 1 ? 'IN_BEHANDELING' : 'AFGEWEZEN');
    expect(await statusChangesOf(requestId)).toHaveLength(1);
  });

  it('answers 404 to anyone but an administrator, storing nothing', async () => {
    const w = await aWorld();
    const requestId = await w.request();
    for (const caller of [w.asOwner, w.asSupplier]) {
      const create = await caller(
        'POST',
        `/api/app/office/requests/${requestId}/work-orders`,
        workOrderBody(w.supplier.id),
      );
      expect(create.status).toBe(404);
      expect((await caller('GET', '/api/app/office/work-order-choices')).status).toBe(404);
    }
    expect(await workOrdersOf(requestId)).toEqual([]);
    expect((await requestRow(requestId))?.status).toBe('NIEUW');
  });

  it('offers the suppliers with an active contract first, then the others, each by name, and the names in use', async () => {
    const w = await aWorld();
    const { db, clock } = testApp();
    const tag = Math.random().toString(36).slice(2, 8);
    const contract = (titel: string, actief: boolean, eindDatum: string | null) => ({
      titel,
      actief,
      beginDatum: '2025-01-01',
      eindDatum,
      createdAt: clock.read(),
    });
    const kinds: [string, ReturnType<typeof contract>[]][] = [
      ['A zonder contract', []],
      ['B actief', [contract('Onderhoud', true, null)]],
      ['C verlopen', [contract('Oud', true, '2026-03-01')]],
      ['D inactief', [contract('Opgezegd', false, null)]],
      ['E tot en met vandaag', [contract('Kort', true, '2026-03-02')]],
      ['F verlopen en actief', [contract('Oud', true, '2025-12-31'), contract('Nieuw', true, '2027-01-01')]],
      ['G nog niet begonnen', [{ ...contract('Later', true, null), beginDatum: '2026-03-03' }]],
    ];
    for (const [name, contracts] of kinds.reverse()) {
      const [row] = await db
        .insert(supplierOrganisations)
        .values({ naam: `${tag} ${name}` })
        .returning();
      if (!row) throw new Error('supplier not created');
      if (contracts.length > 0) {
        await db.insert(supplierContracts).values(contracts.map((c) => ({ ...c, supplierId: row.id })));
      }
    }
    const requestId = await w.request();
    await w.giveWorkOrder(requestId, { priority: 'Zeer hoog', repairType: 'Correctief' });
    const answer = await w.asAdmin('GET', '/api/app/office/work-order-choices');
    expect(answer.status).toBe(200);
    const choices = answer.body as WorkOrderChoices;
    const mine = choices.suppliers.filter((supplier) => supplier.naam.startsWith(tag));
    expect(mine.map((supplier) => [supplier.naam.slice(tag.length + 1), supplier.hasActiveContract])).toEqual(
      [
        ['B actief', true],
        ['E tot en met vandaag', true],
        ['F verlopen en actief', true],
        ['A zonder contract', false],
        ['C verlopen', false],
        ['D inactief', false],
        ['G nog niet begonnen', false],
      ],
    );
    const firstInactive = choices.suppliers.findIndex((supplier) => !supplier.hasActiveContract);
    expect(choices.suppliers.slice(firstInactive).every((supplier) => !supplier.hasActiveContract)).toBe(
      true,
    );
    expect(choices.priorities.slice(0, 4)).toEqual(['Laag', 'Normaal', 'Hoog', 'Spoed']);
    expect(choices.priorities).toContain('Zeer hoog');
    expect(choices.repairTypes).toEqual(expect.arrayContaining(['Correctief', 'Herstel', 'Lekkage']));
    expect(new Set(choices.repairTypes).size).toBe(choices.repairTypes.length);
  });

  it("shows a supplier its work order's request photos (one read for a page), whose links answer, and never a message's", async () => {
    const w = await aWorld();
    const { app, db } = testApp();
    const photo = await makeImage('png', 16, 12);
    const upload = async (cookies: Record<string, string>) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/app/reports/image',
        cookies,
        headers: { 'content-type': 'text/plain' },
        payload: photo.toString('base64'),
      });
      expect(response.statusCode).toBe(200);
      return response.json<ReportImageAnswer>().file;
    };
    const ownerCookies = await loginAs(app, w.owner);
    const requestPhotos: StoredFile[] = [await upload(ownerCookies), await upload(ownerCookies)];
    const created = await w.asOwner('POST', '/api/app/reports', {
      omschrijving: 'Scheur in de gevel',
      vve: w.complex.id,
      attachmentIds: requestPhotos.map((file) => file.id),
    });
    expect(created.status).toBe(200);
    const requestId = (created.body as Report).id;
    // An internal note with a photo: the supplier never sees it, nor its photo.
    const notePhoto = await upload(await loginAs(app, w.admin));
    const [note] = await db
      .insert(requestMessages)
      .values({
        reportId: requestId,
        visibility: 'INTERNAL',
        text: 'Geheime notitie van de beheerder',
        authorId: w.admin.id,
        createdAt: testApp().clock.read(),
      })
      .returning();
    await db
      .insert(requestMessageAttachments)
      .values({ messageId: note?.id ?? 0, fileId: notePhoto.id, position: 0 });
    const orderIds: number[] = [];
    for (const request of [requestId, await w.request('Zonder foto'), requestId]) {
      orderIds.push(((await w.giveWorkOrder(request)).body as OfficeWorkOrder).id);
    }

    statements.length = 0;
    const page = await w.asSupplier('GET', '/api/app/workassignments/page/1');
    expect(page.status).toBe(200);
    const photoReads = statements.filter((statement) => statement.includes('"report_attachments"'));
    expect(photoReads).toHaveLength(1);
    const listed = (page.body as WorkAssignment[]).filter((order) => orderIds.includes(order.id));
    expect(listed.map((order) => [order.requestId, order.attachments.map((file) => file.id)])).toEqual([
      [requestId, requestPhotos.map((file) => file.id)],
      [expect.any(Number), []],
      [requestId, requestPhotos.map((file) => file.id)],
    ]);
    const one = await w.asSupplier('GET', `/api/app/workassignments/${orderIds[0]}`);
    expect((one.body as WorkAssignment).attachments).toEqual(requestPhotos);
    expect(JSON.stringify([page.body, one.body])).not.toMatch(/Geheime notitie|message/i);
    expect(JSON.stringify([page.body, one.body])).not.toContain(notePhoto.accessCode);

    const supplierCookies = await loginAs(app, w.supplier.member);
    for (const file of requestPhotos) {
      const download = await app.inject({
        method: 'GET',
        url: fileDownloadPath(file),
        cookies: supplierCookies,
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(photo)).toBe(true);
      const thumbnail = await app.inject({
        method: 'GET',
        url: fileThumbnailPath(file),
        cookies: supplierCookies,
      });
      expect(thumbnail.statusCode).toBe(200);
    }
    // No call gives a supplier a request's messages: the back office's request is not theirs.
    expect((await w.asSupplier('GET', `/api/app/office/requests/${requestId}`)).status).toBe(404);
    const otherSupplier = await createSupplier(db);
    const asOther = await callerFor(app, otherSupplier.member);
    expect((await asOther('GET', `/api/app/workassignments/${orderIds[0]}`)).status).toBe(404);
  });
});
