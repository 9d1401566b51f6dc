import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OfficeRequest } from '@vve/contract/calls/office';
import type { RequestMessage } from '@vve/contract/calls/request-messages';
import type { Report } from '@vve/contract/calls/requests';
import { raiseRequest } from '../commands/raise-request';
import { files } from '../db/schema/files';
import { inspections } from '../db/schema/inspections';
import { requestMessages, requestViews, requests } from '../db/schema/requests';
import { workOrders } from '../db/schema/work-orders';
import { deleteUnattachedFiles } from '../plugins/unattached-files/unattached-files';
import { callerFor } from '../../test/api-client';
import { createAspectWithTask, createUser } from '../../test/factories';
import {
  messageCounts,
  requestWorld,
  uploadedPhoto,
  type RequestWorld,
} from '../../test/request-messages-world';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

const MINUTE = 60_000;

describe.each(testDatabaseKinds())('one request in the back office, on the %s database', (kind) => {
  const testApp = useTestApp(kind);

  /** A work order of the request for a supplier, made now. */
  const giveWorkOrder = async (world: RequestWorld, supplierId: number) => {
    const { db, clock } = testApp();
    const [order] = await db
      .insert(workOrders)
      .values({
        supplierId,
        complexId: world.complex.id,
        omschrijving: 'Lift repareren',
        createdAt: clock.read(),
        priority: 'Normaal',
        repairType: 'Herstel',
        requestId: world.request.id,
      })
      .returning();
    if (!order) throw new Error('work order not created');
    return order.id;
  };

  const officeRequest = async (world: RequestWorld) => {
    const answer = await world.callers.admin('GET', `/api/app/office/requests/${world.request.id}`);
    expect(answer.status).toBe(200);
    return answer.body as OfficeRequest;
  };

  it('shows the request, its resident, unit and complex, and its whole timeline in order, with the audit trail', async () => {
    const { db, clock } = testApp();
    const world = await requestWorld(testApp(), { shared: false });
    const { callers, users, request } = world;
    const step = () => {
      clock.advance(MINUTE);
    };
    step();
    const taken = await callers.admin('POST', `/api/app/office/requests/${request.id}/status`, {
      from: 'NIEUW',
      to: 'IN_BEHANDELING',
    });
    expect(taken.status).toBe(200);
    await db.update(requests).set({ handledBy: users.admin.id }).where(eq(requests.id, request.id));
    step();
    const adminPhoto = await uploadedPhoto(testApp(), users.admin.id);
    const toResident = await callers.admin('POST', `/api/app/office/requests/${request.id}/messages`, {
      text: '  We sturen een monteur.  ',
      visibility: 'RESIDENT',
      attachmentIds: [adminPhoto],
    });
    expect(toResident.status).toBe(200);
    expect(toResident.body).toMatchObject({
      text: 'We sturen een monteur.',
      visibility: 'RESIDENT',
      author: { naam: 'Ada Beheer' },
      fromResident: false,
      attachments: [{ id: adminPhoto, contentType: 'image/png' }],
    });
    step();
    const note = await callers.admin('POST', `/api/app/office/requests/${request.id}/messages`, {
      text: 'Garantie nagaan bij de liftleverancier',
      visibility: 'INTERNAL',
    });
    expect(note.status).toBe(200);
    step();
    const firstOrder = await giveWorkOrder(world, world.supplier.id);
    step();
    const reported = await callers.supplier(
      'POST',
      `/api/app/workassignments/${firstOrder}/supplier-status`,
      {
        status: 'COMPLETE',
        description: 'Kabel vervangen',
      },
    );
    expect(reported.status).toBe(200);
    step();
    const answer = await callers.owner('POST', `/api/app/reports/${request.id}/messages`, {
      text: 'Dank u, hij doet het weer',
    });
    expect(answer.status).toBe(200);
    step();
    const secondOrder = await giveWorkOrder(world, world.otherSupplier.id);
    step();
    await db
      .update(workOrders)
      .set({
        completed: true,
        cancelledAt: clock.read(),
        cancelledBy: users.admin.id,
        cancelReason: 'Dubbel besteld',
      })
      .where(eq(workOrders.id, secondOrder));

    const page = await officeRequest(world);
    expect(page.request).toMatchObject({
      id: request.id,
      status: 'IN_BEHANDELING',
      omschrijving: 'Lift kapot',
    });
    expect(page.request.attachments.map((file) => file.id)).toEqual([world.photo]);
    expect(page.publiclyVisible).toBe(false);
    expect(page.resident).toEqual({
      naam: 'Olga Eigenaar',
      unit: expect.stringMatching(/^Teststraat \d+-1$/) as unknown,
    });
    expect(page.complex).toEqual({
      id: world.complex.id,
      naam: world.complex.naam,
      adres: `${world.complex.adres}, Utrecht`,
    });
    expect(page.handler).toEqual({ naam: 'Ada Beheer' });
    expect(page.inspection).toBeNull();
    // The one open work order is reported COMPLETE; the cancelled one does not count.
    expect(page.readyToResolve).toBe(true);
    expect(page.workOrders.map((order) => [order.id, order.afgerond])).toEqual([
      [secondOrder, true],
      [firstOrder, false],
    ]);

    expect(page.timeline.map((entry) => entry.kind)).toEqual([
      'created',
      'status',
      'message',
      'message',
      'work-order',
      'supplier-status',
      'message',
      'work-order',
      'work-order-cancelled',
    ]);
    const times = page.timeline.map((entry) => entry.at);
    expect(times).toEqual([...times].sort());
    const [created, status, message1, message2, order1, supplierReport, message3, order2, cancelled] =
      page.timeline;
    expect(created).toMatchObject({ by: { naam: 'Olga Eigenaar' } });
    expect(status).toMatchObject({
      from: 'NIEUW',
      to: 'IN_BEHANDELING',
      by: { naam: 'Ada Beheer' },
      reason: null,
    });
    expect(message1).toMatchObject({
      message: { visibility: 'RESIDENT', fromResident: false, attachments: [{ id: adminPhoto }] },
    });
    expect(message2).toMatchObject({
      message: { visibility: 'INTERNAL', text: 'Garantie nagaan bij de liftleverancier' },
    });
    expect(order1).toEqual({
      kind: 'work-order',
      at: expect.any(String) as unknown,
      workOrderId: firstOrder,
      supplier: world.supplier.naam,
    });
    expect(supplierReport).toMatchObject({
      workOrderId: firstOrder,
      supplier: world.supplier.naam,
      status: 'COMPLETE',
      description: 'Kabel vervangen',
    });
    expect(message3).toMatchObject({
      message: { visibility: 'RESIDENT', fromResident: true, author: { naam: 'Olga Eigenaar' } },
    });
    expect(order2).toMatchObject({ workOrderId: secondOrder, supplier: world.otherSupplier.naam });
    expect(cancelled).toMatchObject({
      workOrderId: secondOrder,
      by: { naam: 'Ada Beheer' },
      reason: 'Dubbel besteld',
    });

    // The request's own audit trail, newest first, with who; a message's text is never in it.
    expect(page.audit.map((entry) => [entry.action, entry.by?.naam])).toEqual([
      ['request.message-added', 'Olga Eigenaar'],
      ['request.message-added', 'Ada Beheer'],
      ['request.message-added', 'Ada Beheer'],
      ['request.status-changed', 'Ada Beheer'],
      ['request.created', 'Olga Eigenaar'],
    ]);
    expect(page.audit[1]?.details).toEqual({
      messageId: (note.body as RequestMessage).id,
      visibility: 'INTERNAL',
      photos: 0,
      fromResident: false,
    });
    expect(page.audit[0]?.details).toMatchObject({ visibility: 'RESIDENT', fromResident: true });
    expect(JSON.stringify(page.audit)).not.toMatch(/Garantie|monteur|Dank u/);
  });

  it('is not ready to resolve while an open work order has no COMPLETE as its newest report', async () => {
    const world = await requestWorld(testApp(), { shared: true });
    const { callers, request } = world;
    await callers.admin('POST', `/api/app/office/requests/${request.id}/status`, {
      from: 'NIEUW',
      to: 'IN_BEHANDELING',
    });
    expect((await officeRequest(world)).readyToResolve).toBe(false);
    const order = await giveWorkOrder(world, world.supplier.id);
    const report = (status: string) =>
      callers.supplier('POST', `/api/app/workassignments/${order}/supplier-status`, { status });
    await report('COMPLETE');
    expect((await officeRequest(world)).readyToResolve).toBe(true);
    testApp().clock.advance(MINUTE);
    await report('BLOCKED');
    const page = await officeRequest(world);
    expect(page.readyToResolve).toBe(false);
    expect(page.publiclyVisible).toBe(true);
  });

  it('marks the request seen by the administrator who opens it, each time, and by no one else', async () => {
    const { db, clock, app } = testApp();
    const world = await requestWorld(testApp(), { shared: true });
    const views = () =>
      db
        .select({ userId: requestViews.userId, seenAt: requestViews.seenAt })
        .from(requestViews)
        .where(eq(requestViews.reportId, world.request.id));
    expect(await views()).toEqual([]);
    for (const caller of ['owner', 'neighbour', 'tenant', 'supplier'] as const) {
      const refused = await world.callers[caller]('GET', `/api/app/office/requests/${world.request.id}`);
      expect(refused.status, caller).toBe(404);
    }
    expect(await views()).toEqual([]);
    const first = clock.read();
    await officeRequest(world);
    expect(await views()).toEqual([{ userId: world.users.admin.id, seenAt: first }]);
    clock.advance(5 * MINUTE);
    await officeRequest(world);
    const colleague = await createUser(db, ['administrator'], 'Bert Beheer');
    expect(
      (await (await callerFor(app, colleague))('GET', `/api/app/office/requests/${world.request.id}`)).status,
    ).toBe(200);
    expect(await views()).toEqual(
      expect.arrayContaining([
        { userId: world.users.admin.id, seenAt: clock.read() },
        { userId: colleague.id, seenAt: clock.read() },
      ]),
    );
    expect(await views()).toHaveLength(2);
    const missing = await world.callers.admin('GET', '/api/app/office/requests/2147483000');
    expect(missing.status).toBe(404);
  });

  it("takes a request a supplier reported on off the opener's 'waiting for me', and off no one else's", async () => {
    const { db, app, clock } = testApp();
    const world = await requestWorld(testApp(), { shared: false });
    const { callers, request } = world;
    await callers.admin('POST', `/api/app/office/requests/${request.id}/status`, {
      from: 'NIEUW',
      to: 'IN_BEHANDELING',
    });
    const order = await giveWorkOrder(world, world.supplier.id);
    clock.advance(MINUTE);
    const reported = await callers.supplier('POST', `/api/app/workassignments/${order}/supplier-status`, {
      status: 'BLOCKED',
      description: 'Geen toegang',
    });
    expect(reported.status).toBe(200);
    const colleague = await callerFor(app, await createUser(db, ['administrator'], 'Bert Beheer'));
    const waiting = async (caller: typeof colleague) => {
      const answer = await caller('GET', '/api/app/office/requests?waiting=true');
      expect(answer.status).toBe(200);
      return (answer.body as { id: number }[]).some((row) => row.id === request.id);
    };
    expect(await waiting(callers.admin)).toBe(true);
    await officeRequest(world);
    expect(await waiting(callers.admin)).toBe(false);
    expect(await waiting(colleague)).toBe(true);
    clock.advance(MINUTE);
    await callers.supplier('POST', `/api/app/workassignments/${order}/supplier-status`, {
      status: 'COMPLETE',
    });
    expect(await waiting(callers.admin)).toBe(true);
  });

  it('names the inspection and element a request came from; an inspector has no unit, a request without complex no complex', async () => {
    const { db, clock } = testApp();
    const world = await requestWorld(testApp(), { shared: false });
    const task = await createAspectWithTask(db, world.complex.id, world.supplier.id);
    const [inspection] = await db
      .insert(inspections)
      .values({
        aspectId: task.aspectId,
        supplierId: world.supplier.id,
        scheduleId: null,
        createdBy: world.users.supplier.id,
        createdAt: clock.read(),
        draft: false,
      })
      .returning({ id: inspections.id });
    if (!inspection) throw new Error('inspection not created');
    const raise = async (elementId: number | null, complexId: number | null) => {
      const raised = await raiseRequest(db, {
        complexId,
        description: 'Dakvlak lekt',
        publiclyVisible: false,
        createdBy: world.users.supplier.id,
        createdAt: clock.read(),
        ...(complexId === null ? {} : { raisedBy: { inspectionId: inspection.id, elementId } }),
      });
      return raised.id;
    };
    const forElement = await raise(task.elementIds[0] ?? 0, world.complex.id);
    const forInspection = await raise(null, world.complex.id);
    const withoutComplex = await raise(null, null);
    const open = async (id: number) => {
      const answer = await world.callers.admin('GET', `/api/app/office/requests/${id}`);
      expect(answer.status).toBe(200);
      return answer.body as OfficeRequest;
    };
    const element = await open(forElement);
    // The element has no finding in this inspection (none was saved for it); the inspection has its own.
    expect(element.inspection).toEqual({
      id: inspection.id,
      element: { id: task.elementIds[0], naam: 'Dakvlak A' },
      finding: null,
    });
    expect(element.resident).toEqual({ naam: `Monteur van ${world.supplier.naam}`, unit: null });
    expect((await open(forInspection)).inspection).toEqual({
      id: inspection.id,
      element: null,
      finding: { state: 'MISSING', stateDescription: null, photos: [] },
    });
    const alone = await open(withoutComplex);
    expect(alone.complex).toBeNull();
    expect(alone.inspection).toBeNull();
    expect(alone.resident.unit).toBeNull();

    // No resident asked for a request an inspection raised: its messages are internal notes.
    const message = (visibility: string) =>
      world.callers.admin('POST', `/api/app/office/requests/${forInspection}/messages`, {
        visibility,
        text: 'Dakdekker is gebeld',
        attachmentIds: [],
      });
    const toResident = await message('RESIDENT');
    expect(toResident.status).toBe(400);
    expect((toResident.body as { message: string }).message).toBe(
      'No resident asked for this request (an inspection raised it): add an internal note.',
    );
    expect((await message('INTERNAL')).status).toBe(200);
  });

  it('adds a message with photos in one go, or refuses bad input with 4xx and stores nothing', async () => {
    const { db } = testApp();
    const world = await requestWorld(testApp(), { shared: true });
    const { callers, users, request } = world;
    const url = `/api/app/office/requests/${request.id}/messages`;
    const ownPhoto = await uploadedPhoto(testApp(), users.admin.id);
    const ownersPhoto = await uploadedPhoto(testApp(), users.owner.id);
    const before = await messageCounts(testApp());
    const refusals: [string, object, number][] = [
      ['blank text', { text: '   ', visibility: 'RESIDENT' }, 400],
      ['no text', { visibility: 'RESIDENT' }, 400],
      ['an unknown visibility', { text: 'Hallo', visibility: 'PUBLIC' }, 400],
      ['a text over 5,000 characters', { text: 'x'.repeat(5001), visibility: 'RESIDENT' }, 400],
      ['a body of 10 MB', { text: 'x'.repeat(10 * 1024 * 1024), visibility: 'RESIDENT' }, 413],
      ["another user's photo", { text: 'Foto', visibility: 'RESIDENT', attachmentIds: [ownersPhoto] }, 400],
      [
        "one's own photo beside another's",
        { text: 'Foto', visibility: 'RESIDENT', attachmentIds: [ownPhoto, ownersPhoto] },
        400,
      ],
      [
        'a photo of the request already',
        { text: 'Foto', visibility: 'RESIDENT', attachmentIds: [world.photo] },
        400,
      ],
      ['a missing file', { text: 'Foto', visibility: 'RESIDENT', attachmentIds: [2147483000] }, 400],
      ['a field of its own', { text: 'Hallo', visibility: 'RESIDENT', authorId: users.owner.id }, 400],
    ];
    for (const [what, body, status] of refusals) {
      const answer = await callers.admin('POST', url, body);
      expect(answer.status, what).toBe(status);
      expect((answer.body as { message: string }).message, what).toEqual(expect.any(String));
    }
    for (const caller of ['owner', 'tenant', 'supplier'] as const) {
      const refused = await callers[caller]('POST', url, { text: 'Hallo', visibility: 'INTERNAL' });
      expect(refused.status, caller).toBe(404);
    }
    const missing = await callers.admin('POST', '/api/app/office/requests/2147483000/messages', {
      text: 'Hallo',
      visibility: 'RESIDENT',
    });
    expect(missing.status).toBe(404);
    expect(await messageCounts(testApp())).toEqual(before);

    const sent = await callers.admin('POST', url, {
      text: 'Twee foto’s',
      visibility: 'INTERNAL',
      attachmentIds: [ownPhoto, ownPhoto],
    });
    expect(sent.status).toBe(200);
    expect((sent.body as RequestMessage).attachments.map((file) => file.id)).toEqual([ownPhoto]);
    // A photo a message holds is taken: not for another message, nor for a new request.
    const again = await callers.admin('POST', url, {
      text: 'Nog eens',
      visibility: 'RESIDENT',
      attachmentIds: [ownPhoto],
    });
    expect(again.status).toBe(400);
    const stored = await db
      .select()
      .from(requestMessages)
      .where(and(eq(requestMessages.reportId, request.id), eq(requestMessages.visibility, 'INTERNAL')));
    expect(stored.map((row) => row.text)).toEqual(['Twee foto’s']);
  });

  it('attaches a photo sent with a request and a message at once to one of them only', async () => {
    const world = await requestWorld(testApp(), { shared: false });
    const { callers, users, request, complex } = world;
    const wrong: string[] = [];
    for (let round = 0; round < 5; round += 1) {
      const photo = await uploadedPhoto(testApp(), users.owner.id);
      const answers = await Promise.all([
        callers.owner('POST', '/api/app/reports', {
          omschrijving: 'Nog een',
          vve: complex.id,
          attachmentIds: [photo],
        }),
        callers.owner('POST', `/api/app/reports/${request.id}/messages`, {
          text: 'Foto',
          attachmentIds: [photo],
        }),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      if (statuses.join() !== '200,400') wrong.push(`round ${round}: ${statuses.join()}`);
      const holders =
        answers[0].status === 200
          ? (answers[0].body as Report).attachments.length
          : (answers[1].body as RequestMessage).attachments.length;
      if (holders !== 1) wrong.push(`round ${round}: held ${holders} times`);
    }
    expect(wrong).toEqual([]);
  });

  it("keeps a message's photos when the unattached files are swept, and sweeps a photo never sent", async () => {
    const { db, app, clock } = testApp();
    const world = await requestWorld(testApp(), { shared: false });
    const sent = await uploadedPhoto(testApp(), world.users.admin.id);
    const neverSent = await uploadedPhoto(testApp(), world.users.admin.id);
    const answer = await world.callers.admin(
      'POST',
      `/api/app/office/requests/${world.request.id}/messages`,
      {
        text: 'Foto van de liftkooi',
        visibility: 'INTERNAL',
        attachmentIds: [sent],
      },
    );
    expect(answer.status).toBe(200);
    await db
      .update(files)
      .set({ createdAt: new Date(0) })
      .where(inArray(files.id, [sent, neverSent]));
    await deleteUnattachedFiles(db, app.storage, clock.read());
    const left = await db
      .select({ id: files.id })
      .from(files)
      .where(inArray(files.id, [sent, neverSent]));
    expect(left).toEqual([{ id: sent }]);
  });
});
