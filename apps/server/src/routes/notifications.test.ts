import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationSettings } from '@vve/contract/calls/notifications';
import type { FailedDelivery } from '@vve/contract/calls/office-deliveries';
import { auditEvents } from '../db/schema/audit';
import { schedules } from '../db/schema/inspections';
import { notificationEvents, pushSubscriptions } from '../db/schema/notifications';
import { callerFor } from '../../test/api-client';
import { createAspectWithTask, createUser, makeOwner } from '../../test/factories';
import { giveEmail, notificationsOf, settleNotifications } from '../../test/notifications-world';
import { startPushEndpoint, type PushEndpoint } from '../../test/push-endpoint';
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { workOrderWorld } from '../../test/work-order-world';

/** Short, so that a test sees a digest's second email. */
const DIGEST_WINDOW_MS = 1500;

describe.each(testDatabaseKinds())('notifications on the %s database', (kind) => {
  let smtp: SmtpCatcher;
  let push: PushEndpoint;
  let testApp: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    push = await startPushEndpoint();
    testApp = await createTestApp(kind, {
      config: { smtpUrl: smtp.url },
      notifications: { digestWindowMs: DIGEST_WINDOW_MS, pushCa: push.ca },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
    await push.close();
  });

  const world = async () => {
    const { app, db, clock } = testApp;
    const made = await workOrderWorld(app, db, clock.read);
    const neighbour = await createUser(db, ['owner'], 'Nina Buur');
    await makeOwner(db, made.complex, neighbour.id);
    const settle = () => settleNotifications(app, db);
    await settle();
    return { ...made, neighbour, asNeighbour: await callerFor(app, neighbour), settle };
  };

  /** Takes a request into handling while the mail server refuses every email, and waits until it is told. */
  const takeIntoHandlingWhileMailIsRefused = async (
    w: Awaited<ReturnType<typeof world>>,
    requestId: number,
  ) => {
    smtp.refuse(true);
    try {
      await w.asAdmin('POST', `/api/app/office/requests/${requestId}/status`, {
        from: 'NIEUW',
        to: 'IN_BEHANDELING',
      });
      await w.settle();
    } finally {
      smtp.refuse(false);
    }
  };

  it('tells the resident of a status change with the reason, and the administrators of the new request; nobody of their own action', async () => {
    const w = await world();
    const created = await w.asOwner('POST', '/api/app/reports', {
      omschrijving: 'De voordeur klemt',
      vve: w.complex.id,
      publiclyVisible: false,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    await w.settle();
    const [toAdmin] = await notificationsOf(w.asAdmin);
    const requestId = toAdmin?.facts.requestId ?? 0;
    expect(toAdmin).toMatchObject({
      kind: 'new-request',
      read: false,
      path: `/office/requests/${requestId}`,
      facts: { title: 'De voordeur klemt', complexName: w.complex.naam, byInspection: false },
    });
    expect(await notificationsOf(w.asOwner)).toEqual([]);

    const rejected = await w.asAdmin('POST', `/api/app/office/requests/${requestId}/status`, {
      from: 'NIEUW',
      to: 'AFGEWEZEN',
      reason: 'Dit valt onder uw eigen onderhoud',
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    await w.settle();
    expect(await notificationsOf(w.asOwner)).toMatchObject([
      {
        kind: 'request-status',
        path: `/reports/${requestId}`,
        facts: { requestId, status: 'AFGEWEZEN', reason: 'Dit valt onder uw eigen onderhoud' },
      },
    ]);
    expect((await notificationsOf(w.asAdmin)).map((item) => item.kind)).toEqual(['new-request']);
    expect(await notificationsOf(w.asNeighbour)).toEqual([]);
  });

  it('tells the resident of a message they may read, never of an internal note', async () => {
    const w = await world();
    const requestId = await w.request('Lekkage in de berging');
    await w.settle();
    const write = (visibility: string) =>
      w.asAdmin('POST', `/api/app/office/requests/${requestId}/messages`, {
        text: 'Wij kijken ernaar',
        visibility,
      });
    expect((await write('INTERNAL')).status).toBe(200);
    await w.settle();
    expect(await notificationsOf(w.asOwner)).toEqual([]);
    expect((await write('RESIDENT')).status).toBe(200);
    await w.settle();
    expect(await notificationsOf(w.asOwner)).toMatchObject([
      { kind: 'request-message', facts: { requestId, title: 'Lekkage in de berging' } },
    ]);
  });

  it("tells the request's administrators of the resident's reply, with its words, in the app and by email", async () => {
    const w = await world();
    const adminEmail = await giveEmail(testApp.db, w.admin.id, 'en');
    const requestId = await w.request('Lekkage in de berging');
    const otherAdmin = await createUser(testApp.db, ['administrator'], 'Bas Beheer');
    const asOtherAdmin = await callerFor(testApp.app, otherAdmin);
    await w.settle();
    const replies = async (caller: typeof w.asAdmin) =>
      (await notificationsOf(caller)).filter((item) => item.kind === 'resident-reply');
    const reply = (text: string) =>
      w.asOwner('POST', `/api/app/reports/${requestId}/messages`, { text, attachmentIds: [] });

    // Nobody took it yet: every administrator hears of it.
    expect((await reply('Ik ben er\ndinsdag na 14 uur')).status).toBe(200);
    await w.settle();
    const expected = {
      path: `/office/requests/${requestId}`,
      facts: { requestId, title: 'Lekkage in de berging', excerpt: 'Ik ben er dinsdag na 14 uur' },
    };
    expect(await replies(w.asAdmin)).toMatchObject([expected]);
    expect(await replies(asOtherAdmin)).toMatchObject([expected]);
    // The first email told of the new request; the reply follows in the next.
    const [, email] = smtp.to(adminEmail);
    expect(email?.text).toContain('New reply from the resident on “Lekkage in de berging”');
    expect(email?.text).toContain('“Ik ben er dinsdag na 14 uur”');
    expect(await notificationsOf(w.asOwner)).toEqual([]);

    // Once one took it, only they hear of the next.
    const taken = await w.asAdmin('POST', `/api/app/office/requests/${requestId}/status`, {
      from: 'NIEUW',
      to: 'IN_BEHANDELING',
    });
    expect(taken.status).toBe(200);
    expect((await reply('Of woensdag')).status).toBe(200);
    await w.settle();
    expect(await replies(w.asAdmin)).toHaveLength(2);
    expect(await replies(asOtherAdmin)).toHaveLength(1);
  });

  it("tells the supplier's members of a new work order and its planning without the resident's name, and the resident of the date", async () => {
    const w = await world();
    const requestId = await w.request('Lekkage bij de lichtkoepel');
    const order = await w.giveWorkOrder(requestId);
    const { id: orderId } = order.body as { id: number };
    await w.settle();
    const [created] = await notificationsOf(w.asSupplier);
    expect(created).toMatchObject({
      kind: 'work-order',
      path: `/work-assignments/${orderId}`,
      facts: { workOrderId: orderId, change: 'created', date: '2026-03-10', complexName: w.complex.naam },
    });
    expect(JSON.stringify(created)).not.toContain('Olga');
    expect((await notificationsOf(w.asOwner)).map((item) => [item.kind, item.facts.date])).toEqual([
      ['request-status', undefined],
      ['request-planned', '2026-03-10'],
    ]);

    const planned = await w.asAdmin('PUT', `/api/app/office/work-orders/${orderId}/planning`, {
      startDate: '2026-03-11',
      planningDate: '2026-03-12',
      priority: 'Hoog',
    });
    expect(planned.status, JSON.stringify(planned.body)).toBe(200);
    await w.settle();
    expect((await notificationsOf(w.asSupplier))[0]).toMatchObject({
      kind: 'work-order',
      facts: { change: 'planned', date: '2026-03-12' },
    });
    expect((await notificationsOf(w.asOwner))[0]).toMatchObject({
      kind: 'request-planned',
      facts: { date: '2026-03-12' },
    });
  });

  it("tells the request's administrator of BLOCKED at once, and of COMPLETE only on the last open work order", async () => {
    const w = await world();
    const requestId = await w.request();
    const first = ((await w.giveWorkOrder(requestId)).body as { id: number }).id;
    const second = ((await w.giveWorkOrder(requestId)).body as { id: number }).id;
    const otherAdmin = await callerFor(testApp.app, await createUser(testApp.db, ['administrator']));
    await w.settle();
    const before = (await notificationsOf(otherAdmin)).length;
    const report = (id: number, status: string) =>
      w.asSupplier('POST', `/api/app/workassignments/${id}/supplier-status`, { status });
    const adminReports = async () =>
      (await notificationsOf(w.asAdmin)).filter((item) => item.kind === 'supplier-report');

    expect((await report(first, 'BLOCKED')).status).toBe(200);
    await w.settle();
    expect(await adminReports()).toMatchObject([
      { path: `/office/requests/${requestId}`, facts: { supplierStatus: 'BLOCKED', workOrderId: first } },
    ]);
    // The request is the first administrator's (they gave it work orders): the other hears nothing of it.
    expect(await notificationsOf(otherAdmin)).toHaveLength(before);

    expect((await report(first, 'COMPLETE')).status).toBe(200);
    await w.settle();
    expect(await adminReports()).toHaveLength(1);
    expect((await report(second, 'COMPLETE')).status).toBe(200);
    await w.settle();
    expect((await adminReports())[0]).toMatchObject({
      facts: { supplierStatus: 'COMPLETE', workOrderId: second },
    });
  });

  it("tells a supplier's members of a new planned inspection task", async () => {
    const w = await world();
    const { aspectId } = await createAspectWithTask(testApp.db, w.complex.id, w.supplier.id);
    const planned = await w.asAdmin('POST', `/api/app/office/aspects/${aspectId}/tasks`, {
      supplierId: w.supplier.id,
      scheduledDate: '2026-06-01',
      repeat: null,
    });
    expect(planned.status, JSON.stringify(planned.body)).toBe(200);
    await w.settle();
    expect(await notificationsOf(w.asSupplier)).toMatchObject([
      {
        kind: 'inspection-task',
        path: '/?tab=inspections',
        facts: { title: 'Dakbedekking', complexName: w.complex.naam, date: '2026-06-01' },
      },
    ]);
  });

  it('leaves out of an email a task performed while its notification waited for the window', async () => {
    const w = await world();
    const supplierEmail = await giveEmail(testApp.db, w.supplier.member.id, 'en');
    const { aspectId } = await createAspectWithTask(testApp.db, w.complex.id, w.supplier.id);
    const plan = async (scheduledDate: string) => {
      const planned = await w.asAdmin('POST', `/api/app/office/aspects/${aspectId}/tasks`, {
        supplierId: w.supplier.id,
        scheduledDate,
        repeat: null,
      });
      expect(planned.status, JSON.stringify(planned.body)).toBe(200);
    };
    await plan('2026-06-01');
    await w.settle();
    expect(smtp.to(supplierEmail)).toHaveLength(1);

    // Two more within the window; the supplier performs the first of them at once, before the window ends.
    await plan('2026-06-02');
    await testApp.db
      .update(schedules)
      .set({ performedAt: testApp.clock.read() })
      .where(and(eq(schedules.aspectId, aspectId), eq(schedules.scheduledDate, '2026-06-02')));
    await plan('2026-06-03');
    await w.settle();
    const emails = smtp.to(supplierEmail);
    expect(emails).toHaveLength(2);
    expect(emails[1]?.subject).toBe('VvE Portaal: 1 new notification');
    expect(emails[1]?.text).toContain('3 June 2026');
    expect(emails[1]?.text).not.toContain('2 June 2026');
  });

  it('tells neighbours of a new shared request only when they turned that on', async () => {
    const w = await world();
    await w.request('Graffiti op de gevel');
    await w.settle();
    expect(await notificationsOf(w.asNeighbour)).toEqual([]);
    const saved = await w.asNeighbour('PUT', '/api/app/notifications/settings', {
      settings: [{ kind: 'shared-request', inApp: true, email: false, push: false }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await w.request('Kapotte lamp in de hal');
    await w.settle();
    expect(await notificationsOf(w.asNeighbour)).toMatchObject([
      { kind: 'shared-request', facts: { title: 'Kapotte lamp in de hal', complexName: w.complex.naam } },
    ]);
    // The owner raised it: they hear nothing of their own request.
    expect(await notificationsOf(w.asOwner)).toEqual([]);
  });

  it("lists, counts and reads a person's own notifications; another's answers 404 and stays unread", async () => {
    const w = await world();
    for (const text of ['Eerste', 'Tweede', 'Derde']) await w.request(text);
    await w.settle();
    const page = await w.asAdmin('GET', '/api/app/notifications');
    const { notifications, unread, nextPage } = page.body as {
      notifications: { id: number; facts: { title: string } }[];
      unread: number;
      nextPage: number | null;
    };
    expect(notifications.map((item) => item.facts.title)).toEqual(['Derde', 'Tweede', 'Eerste']);
    expect([unread, nextPage]).toEqual([3, null]);
    const [newest] = notifications;
    if (!newest) throw new Error('no notification');

    expect((await w.asOwner('POST', `/api/app/notifications/${newest.id}/read`)).status).toBe(404);
    expect((await w.asAdmin('POST', '/api/app/notifications/2147483000/read')).status).toBe(404);
    expect((await w.asAdmin('GET', '/api/app/notifications/unread')).body).toEqual({ unread: 3 });
    expect((await w.asAdmin('POST', `/api/app/notifications/${newest.id}/read`)).body).toEqual({ unread: 2 });
    expect((await w.asAdmin('POST', '/api/app/notifications/read-all')).body).toEqual({ unread: 0 });
    expect((await notificationsOf(w.asAdmin)).every((item) => item.read)).toBe(true);
  });

  it('keeps settings per kind of the caller, and refuses other kinds and turning off what the app always tells', async () => {
    const w = await world();
    const settings = async () =>
      ((await w.asOwner('GET', '/api/app/notifications/settings')).body as NotificationSettings).settings;
    expect(await settings()).toEqual([
      { kind: 'request-status', inApp: true, email: true, push: true },
      { kind: 'request-message', inApp: true, email: true, push: true },
      { kind: 'request-planned', inApp: true, email: true, push: true },
      { kind: 'shared-request', inApp: false, email: false, push: false },
      { kind: 'announcement', inApp: true, email: true, push: true },
      { kind: 'document', inApp: true, email: true, push: true },
      // The convocation comes by email to every owner anyway.
      { kind: 'meeting', inApp: true, email: false, push: true },
    ]);
    const save = (setting: object) =>
      w.asOwner('PUT', '/api/app/notifications/settings', { settings: [setting] });
    expect((await save({ kind: 'request-status', inApp: true, email: false, push: true })).status).toBe(200);
    expect((await settings())[0]).toEqual({ kind: 'request-status', inApp: true, email: false, push: true });
    const refused = [
      await save({ kind: 'new-request', inApp: true, email: false, push: false }),
      await save({ kind: 'request-status', inApp: false, email: false, push: false }),
      await save({ kind: 'nonsense', inApp: true, email: true, push: true }),
      await w.asOwner('PUT', '/api/app/notifications/settings', { settings: [] }),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([400, 400, 400, 400]);
    expect((await settings())[0]).toEqual({ kind: 'request-status', inApp: true, email: false, push: true });
  });

  it('mails in the recipient’s language with a link, puts what follows within the window in one email, and unsubscribes with one click', async () => {
    const w = await world();
    const ownerEmail = await giveEmail(testApp.db, w.owner.id, 'en');
    const requestId = await w.request('Broken window');
    await w.settle();
    const move = (from: string, to: string) =>
      w.asAdmin('POST', `/api/app/office/requests/${requestId}/status`, { from, to });
    expect((await move('NIEUW', 'IN_BEHANDELING')).status).toBe(200);
    await w.settle();
    const [first] = smtp.to(ownerEmail);
    expect(first?.subject).toBe('VvE Portaal: 1 new notification');
    expect(first?.text).toContain('Your request “Broken window” is now Being handled');
    expect(first?.text).toContain(`https://vve.test/app/reports/${requestId}`);

    // Two more within the window: one email with both, once the window has passed.
    expect((await move('IN_BEHANDELING', 'OPGELOST')).status).toBe(200);
    expect((await move('OPGELOST', 'IN_BEHANDELING')).status).toBe(200);
    await w.settle();
    const emails = smtp.to(ownerEmail);
    expect(emails).toHaveLength(2);
    const second = emails[1];
    expect(second?.subject).toBe('VvE Portaal: 2 new notifications');
    expect(second?.text).toContain('is now Solved');

    const unsubscribe = /<([^>]+)>/.exec(second?.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
    expect(unsubscribe.startsWith('https://vve.test/api/app/notifications/unsubscribe?token=')).toBe(true);
    expect(second?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = await testApp.app.inject({
      method: 'POST',
      url: unsubscribe.replace('https://vve.test', ''),
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json()).toEqual({ kinds: ['request-status'] });
    const forged = await testApp.app.inject({
      method: 'POST',
      url: `${unsubscribe.replace('https://vve.test', '')}x`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.statusCode).toBe(404);

    expect((await move('IN_BEHANDELING', 'OPGELOST')).status).toBe(200);
    await w.settle();
    expect(smtp.to(ownerEmail)).toHaveLength(2);
    expect((await notificationsOf(w.asOwner))[0]).toMatchObject({ facts: { status: 'OPGELOST' } });
  });

  it('mails once, not twice, when the mail server was down and comes back', async () => {
    const w = await world();
    const ownerEmail = await giveEmail(testApp.db, w.owner.id, 'nl');
    const requestId = await w.request('Deurbel werkt niet');
    await w.settle();
    await takeIntoHandlingWhileMailIsRefused(w, requestId);
    expect(smtp.to(ownerEmail)).toEqual([]);
    testApp.clock.advance(60_000);
    await testApp.app.mail.deliverDue();
    await testApp.app.mail.deliverDue();
    const emails = smtp.to(ownerEmail);
    expect(emails.map((email) => email.subject)).toEqual(['VvE Portaal: 1 nieuwe notificatie']);
    expect(emails[0]?.text).toContain('Uw verzoek ‘Deurbel werkt niet’ heeft nu de status In behandeling');
  });

  it('shows administrators an email the mail server refused, while it is tried again; nobody else', async () => {
    const w = await world();
    const ownerEmail = await giveEmail(testApp.db, w.owner.id, 'en');
    const requestId = await w.request('Tocht bij het raam');
    await w.settle();
    await takeIntoHandlingWhileMailIsRefused(w, requestId);
    const answer = await w.asAdmin('GET', '/api/app/office/deliveries');
    expect(answer.status).toBe(200);
    const { deliveries } = answer.body as { deliveries: { recipient: string }[] };
    expect(deliveries.find((delivery) => delivery.recipient === ownerEmail)).toMatchObject({
      channel: 'email',
      about: 'VvE Portaal: 1 new notification',
      attempts: 1,
      retrying: true,
      error: expect.stringContaining('Mailbox unavailable') as unknown,
    });
    expect((await w.asOwner('GET', '/api/app/office/deliveries')).status).toBe(404);
    testApp.clock.advance(60_000);
    await testApp.app.mail.deliverDue();
    expect(smtp.to(ownerEmail)).toHaveLength(1);
  });

  it('pushes to each browser of the person, encrypted for it, and forgets a subscription the push service says is gone', async () => {
    const w = await world();
    const keyAnswer = await w.asOwner('GET', '/api/app/push/key');
    expect((keyAnswer.body as { publicKey: string }).publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const browser = push.subscription(`owner-${w.owner.id}`);
    expect((await w.asOwner('POST', '/api/app/push/subscriptions', browser)).status).toBe(200);
    const requestId = await w.request('Lift staat stil');
    await w.asAdmin('POST', `/api/app/office/requests/${requestId}/status`, {
      from: 'NIEUW',
      to: 'IN_BEHANDELING',
    });
    await w.settle();
    const mine = push.received.filter((message) => message.path === `/push/owner-${w.owner.id}`);
    expect(mine.map((message) => message.payload)).toEqual([
      {
        title: 'VvE Portaal',
        body: 'Uw verzoek ‘Lift staat stil’ heeft nu de status In behandeling',
        path: `/reports/${requestId}`,
        tag: expect.stringMatching(/^notification-\d+$/) as unknown,
      },
    ]);
    expect(mine[0]?.headers.authorization).toMatch(/^vapid t=/);

    push.answer(410);
    try {
      await w.asAdmin('POST', `/api/app/office/requests/${requestId}/status`, {
        from: 'IN_BEHANDELING',
        to: 'OPGELOST',
      });
      await w.settle();
    } finally {
      push.answer(201);
    }
    const left = await testApp.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, browser.endpoint));
    expect(left).toEqual([]);
  });

  it('tells the administrators of a request full of emoji, its title cut between characters, and of the next request', async () => {
    const w = await world();
    // The outside probe's text: cut at 79 UTF-16 units, its title ended in half an emoji, which jsonb refused.
    const omschrijving = 'Lekkage bij de voordeur ' + '😀'.repeat(40) + ' graag snel langskomen';
    const created = await w.asOwner('POST', '/api/app/reports', {
      omschrijving,
      vve: w.complex.id,
      publiclyVisible: false,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    await w.settle();
    await w.request('De voordeur klemt');
    await w.settle();
    const titles = (await notificationsOf(w.asAdmin)).map((notification) => notification.facts.title);
    expect(titles).toEqual(['De voordeur klemt', `Lekkage bij de voordeur ${'😀'.repeat(27)}…`]);
  });

  it('records a change that cannot be told as failed, under Deliveries, and goes on with the next ones', async () => {
    const w = await world();
    const requestId = await w.request('Kapotte brievenbus');
    await w.settle();
    // A change the worker cannot turn into notifications: a status the request cannot have.
    const [poison] = await testApp.db
      .insert(auditEvents)
      .values({
        at: testApp.clock.read(),
        userId: w.admin.id,
        action: 'request.status-changed',
        entity: 'request',
        entityId: requestId,
        details: { from: 'NIEUW', to: 'KAPOT' },
      })
      .returning({ id: auditEvents.id });
    await testApp.db.insert(notificationEvents).values({ auditEventId: poison?.id ?? 0 });
    await w.request('Deurbel werkt niet');
    await w.settle();
    const titles = (await notificationsOf(w.asAdmin)).map((notification) => notification.facts.title);
    expect(titles.slice(0, 2)).toEqual(['Deurbel werkt niet', 'Kapotte brievenbus']);
    const answer = await w.asAdmin('GET', '/api/app/office/deliveries');
    const { deliveries } = answer.body as { deliveries: FailedDelivery[] };
    expect(deliveries.find((delivery) => delivery.channel === 'notification')).toMatchObject({
      recipient: '',
      about: `request.status-changed ${requestId}`,
      error: expect.stringContaining('Invalid option') as unknown,
      attempts: 1,
      retrying: false,
    });
  });

  it('refuses a push subscription that is not https, or malformed, and keeps nothing', async () => {
    const w = await world();
    const browser = push.subscription('refused');
    const refused = [
      { ...browser, endpoint: browser.endpoint.replace('https:', 'http:') },
      { ...browser, keys: { p256dh: '+/=', auth: browser.keys.auth } },
      { ...browser, keys: { p256dh: browser.keys.p256dh } },
    ];
    for (const body of refused) {
      const answer = await w.asOwner('POST', '/api/app/push/subscriptions', body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    }
    const kept = await testApp.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, w.owner.id));
    expect(kept).toEqual([]);
  });
});
