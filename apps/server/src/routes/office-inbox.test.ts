import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OfficeRequestCounts, OfficeRequestRow } from '@vve/contract/calls/office';
import type { ReportStatus } from '@vve/contract/enums';
import { raiseRequest } from '../commands/raise-request';
import { auditEvents } from '../db/schema/audit';
import { complexes } from '../db/schema/complexes';
import { files } from '../db/schema/files';
import { inspections } from '../db/schema/inspections';
import { requests } from '../db/schema/requests';
import { workOrders } from '../db/schema/work-orders';
import { callerFor, type Caller } from '../../test/api-client';
import {
  createAspectWithTask,
  createBimProject,
  createComplex,
  createSupplier,
  createUser,
} from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

const camera = {
  position: [10, -12, 8] as [number, number, number],
  direction: [-0.5, 0.7, -0.3] as [number, number, number],
  up: [0, 0, 1] as [number, number, number],
  fieldOfView: 60,
};
const MINUTE = 60_000;

describe.each(testDatabaseKinds())('the back office inbox on the %s database', (kind) => {
  const testApp = useTestApp(kind);

  /** Requests are made a minute apart (or at a given moment), so that 'newest first' is known. */
  let moment = Date.UTC(2026, 1, 1);
  const nextMoment = () => new Date((moment += MINUTE));

  /** A complex with a resident, who raises requests in it. */
  const aComplex = async (residentName = 'Rosa Bewoner') => {
    const { db } = testApp();
    const complex = await createComplex(db);
    const resident = await createUser(db, ['owner'], residentName);
    const raise = async (description: string, options: Partial<Parameters<typeof raiseRequest>[1]> = {}) => {
      const raised = await raiseRequest(db, {
        complexId: complex.id,
        description,
        publiclyVisible: true,
        createdBy: resident.id,
        createdAt: nextMoment(),
        ...options,
      });
      return raised.id;
    };
    return { complex, resident, raise };
  };

  const anAdmin = async (name = 'Ada Beheer') => {
    const { app, db } = testApp();
    const user = await createUser(db, ['administrator'], name);
    const call = await callerFor(app, user);
    const inbox = async (query: Record<string, string | number> = {}) => {
      const search = new URLSearchParams(
        Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
      );
      const answer = await call('GET', `/api/app/office/requests?${search.toString()}`);
      expect(answer.status, answer.status === 200 ? '' : JSON.stringify(answer.body)).toBe(200);
      return answer.body as OfficeRequestRow[];
    };
    const ids = async (query: Record<string, string | number> = {}) =>
      (await inbox(query)).map((row) => row.id);
    const counts = async () => {
      const answer = await call('GET', '/api/app/office/request-counts');
      expect(answer.status).toBe(200);
      return answer.body as OfficeRequestCounts;
    };
    const move = async (id: number, from: ReportStatus, to: ReportStatus, reason?: string) => {
      const answer = await call('POST', `/api/app/office/requests/${id}/status`, { from, to, reason });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };
    /** Opens the request's page, which records that the administrator saw it. */
    const opens = async (reportId: number) => {
      expect((await call('GET', `/api/app/office/requests/${reportId}`)).status).toBe(200);
    };
    return { user, call, inbox, ids, counts, move, opens };
  };

  /** A work order of a supplier for the request; the supplier's member reports on it through the API. */
  const aWorkOrder = async (requestId: number, complexId: number) => {
    const { app, db } = testApp();
    const supplier = await createSupplier(db);
    const [order] = await db
      .insert(workOrders)
      .values({
        supplierId: supplier.id,
        complexId,
        requestId,
        omschrijving: 'Herstellen',
        createdAt: nextMoment(),
        priority: 'Normaal',
        repairType: 'Correctief',
      })
      .returning();
    if (!order) throw new Error('work order not created');
    const asSupplier: Caller = await callerFor(app, supplier.member);
    const reports = async (status: string, description?: string) => {
      testApp().clock.advance(MINUTE);
      const answer = await asSupplier('POST', `/api/app/workassignments/${order.id}/supplier-status`, {
        status,
        description,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };
    return { id: order.id, supplier, reports };
  };

  it('lists every request newest first, 50 a page (the id decides between equal moments)', async () => {
    const { complex, raise } = await aComplex();
    const admin = await anAdmin();
    const made: { id: number; at: number }[] = [];
    for (let index = 0; index < 51; index += 1) {
      // Pairs share their moment.
      const at = Date.UTC(2025, 0, 1) + Math.floor(index / 2) * MINUTE;
      made.push({ id: await raise(`Melding ${index}`, { createdAt: new Date(at) }), at });
    }
    const newestFirst = made.sort((a, b) => b.at - a.at || b.id - a.id).map((request) => request.id);
    expect(await admin.ids({ complex: complex.id })).toEqual(newestFirst.slice(0, 50));
    expect(await admin.ids({ complex: complex.id, page: 2 })).toEqual(newestFirst.slice(50));
    expect(await admin.ids({ complex: complex.id, page: 3 })).toEqual([]);
    // Without filters: every request of the portfolio, the newest first.
    const everything = await admin.inbox();
    expect(everything).toHaveLength(50);
    const times = everything.map((row) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('shows per request its number, complex, requester, photos, viewpoint, origin, handler and status', async () => {
    const { db } = testApp();
    const { complex, resident, raise } = await aComplex('Bram Jansen');
    const admin = await anAdmin('Ada Beheer');
    const photos = await db
      .insert(files)
      .values(
        ['a.jpg', 'b.jpg'].map((name) => ({
          contentHash: 'f'.repeat(64),
          accessCode: `code-${name}-${Math.random()}`,
          name,
          contentType: 'image/jpeg',
          size: 100,
          uploadedBy: resident.id,
        })),
      )
      .returning({ id: files.id });
    const project = await createBimProject(db, complex.id);
    const withPhotos = await raise('Lekkage in de kelder', {
      attachmentIds: photos.map((photo) => photo.id),
      linkedItem: { projectId: project.id, viewpoint: { camera, selectedGuids: [] } },
    });
    const supplier = await createSupplier(db);
    const { aspectId } = await createAspectWithTask(db, complex.id, supplier.id);
    const [inspection] = await db
      .insert(inspections)
      .values({ aspectId, supplierId: supplier.id, createdAt: nextMoment(), draft: false })
      .returning({ id: inspections.id });
    const fromInspection = await raise('Dakgoot lekt', {
      raisedBy: { inspectionId: inspection?.id ?? 0, elementId: null },
    });
    await admin.move(fromInspection, 'NIEUW', 'IN_BEHANDELING');

    const rows = await admin.inbox({ complex: complex.id });
    const [request] = await db.select().from(requests).where(eq(requests.id, withPhotos));
    expect(rows).toEqual([
      {
        id: fromInspection,
        nr: '2',
        complex: { id: complex.id, naam: complex.naam },
        omschrijving: 'Dakgoot lekt',
        requester: { naam: 'Bram Jansen' },
        createdAt: expect.any(String) as string,
        status: 'IN_BEHANDELING',
        priority: 'Normaal',
        dueAt: expect.any(String) as string,
        photoCount: 0,
        pinned: false,
        fromInspection: true,
        handler: { naam: 'Ada Beheer' },
        readyToResolve: false,
        alerts: [],
        waiting: false,
      },
      {
        id: withPhotos,
        nr: '1',
        complex: { id: complex.id, naam: complex.naam },
        omschrijving: 'Lekkage in de kelder',
        requester: { naam: 'Bram Jansen' },
        createdAt: request?.createdAt.toISOString(),
        status: 'NIEUW',
        priority: 'Normaal',
        dueAt: request?.dueAt.toISOString(),
        photoCount: 2,
        pinned: true,
        fromInspection: false,
        handler: null,
        readyToResolve: false,
        alerts: [],
        waiting: true,
      },
    ]);
  });

  it('filters by status, complex and handler (only mine), combined', async () => {
    const first = await aComplex();
    const second = await aComplex();
    const ada = await anAdmin('Ada');
    const bas = await anAdmin('Bas');
    const newOne = await first.raise('Nieuw');
    const adaTook = await first.raise('Ada neemt het');
    const basRejected = await first.raise('Bas wijst af');
    const elsewhere = await second.raise('Elders');
    await ada.move(adaTook, 'NIEUW', 'IN_BEHANDELING');
    await bas.move(basRejected, 'NIEUW', 'AFGEWEZEN', 'Dubbel');
    await ada.move(elsewhere, 'NIEUW', 'IN_BEHANDELING');

    expect(await ada.ids({ complex: first.complex.id })).toEqual([basRejected, adaTook, newOne]);
    expect(await ada.ids({ complex: second.complex.id })).toEqual([elsewhere]);
    expect(await ada.ids({ complex: first.complex.id, status: 'NIEUW' })).toEqual([newOne]);
    expect(await ada.ids({ complex: first.complex.id, status: 'AFGEWEZEN' })).toEqual([basRejected]);
    expect(await ada.ids({ complex: first.complex.id, status: 'OPGELOST' })).toEqual([]);
    // The administrator who last moved a request on handles it.
    expect(await ada.ids({ mine: 'true' })).toEqual([elsewhere, adaTook]);
    expect(await bas.ids({ mine: 'true' })).toEqual([basRejected]);
    expect(await ada.ids({ mine: 'true', complex: first.complex.id })).toEqual([adaTook]);
    await bas.move(adaTook, 'IN_BEHANDELING', 'OPGELOST');
    expect(await ada.ids({ mine: 'true' })).toEqual([elsewhere]);
    expect(await bas.ids({ mine: 'true', status: 'OPGELOST' })).toEqual([adaTook]);
    const [row] = await ada.inbox({ complex: first.complex.id, status: 'OPGELOST' });
    expect(row?.handler).toEqual({ naam: 'Bas' });
  });

  it("filters by text as spec §5's rule does: a plain, case-insensitive substring of the request's fields", async () => {
    const { db } = testApp();
    const { complex, raise } = await aComplex('Anna de Vries');
    const other = await aComplex('Kees Pieters');
    const admin = await anAdmin();
    const cellar = await raise('Lekkage in de KELDER');
    const percent = await raise('Korting 50% op_alles\\ook');
    const fifty = await raise('Korting 50 euro op alles');
    await db.update(complexes).set({ lastReportNr: 4710 }).where(eq(complexes.id, other.complex.id));
    const number = await other.raise('Deur klemt');
    const lines = await other.raise('Eerste regel\nTweede regel', {
      createdAt: new Date('2025-03-04T05:06:07.089Z'),
    });
    await admin.move(fifty, 'NIEUW', 'IN_BEHANDELING');
    const [stored] = await db.select().from(requests).where(eq(requests.id, cellar));
    const day = stored?.createdAt.toISOString().slice(0, 16) ?? '';
    const end = other.complex.naam.slice(-4);

    const both = [complex.id, other.complex.id];
    /** The matches among this test's requests: the text filter runs over the whole portfolio. */
    const found = async (text: string) =>
      (await admin.inbox({ text })).filter((row) => both.includes(row.complex?.id ?? 0)).map((row) => row.id);
    const cases: [string, string, number[]][] = [
      ['description, any case', 'kelder', [cellar]],
      ['description, surrounding spaces', '  lekkage in  ', [cellar]],
      ['number', '4711', [number]],
      ['complex name', complex.naam.toUpperCase(), [fifty, percent, cellar]],
      ['complex name and number', `${other.complex.naam} 4711`, [number]],
      ['complex name and another number', `${other.complex.naam} 1`, []],
      ['end of the complex name and beginning of the number', `${end} 47`, [number, lines]],
      ['end of the complex name and middle of the number', `${end} 71`, []],
      ['complex name and number with a letter', `${other.complex.naam} 4711a`, []],
      ['requester', 'de vries', [fifty, percent, cellar]],
      ['requester of the other', 'kees', [number, lines]],
      ['status name', 'behandeling', [fifty]],
      ['creation moment', day, [cellar]],
      ['creation day', '2025-03-04', [lines]],
      ['creation month, any case', '2025-03', [lines]],
      ['creation moment to the millisecond', '2025-03-04T05:06:07.089z', [lines]],
      ['creation moment a millisecond later', '2025-03-04t05:06:07.09', []],
      ['creation month that is no month', '2025-13', []],
      ['creation time', 't05:06:07', [lines]],
      ['creation day without the year', '03-04t', [lines]],
      ['milliseconds of the creation moment', '.089z', [lines]],
      ['line break within the description', 'regel\ntweede', [lines]],
      ['not across description and number', `kelder\n${stored?.nr ?? ''}`, []],
      ['% literally', 'korting 50%', [percent]],
      ['_ literally', 'op_alles', [percent]],
      ['\\ literally', 'alles\\ook', [percent]],
      ['not across fields', `kelder\n${complex.naam}`, []],
      ['nothing', 'dakgoot-zonder-lek', []],
    ];
    for (const [what, text, expected] of cases) expect(await found(text), what).toEqual(expected);
    expect(await admin.ids({ text: '', complex: complex.id })).toEqual([fifty, percent, cellar]);
    expect(await admin.ids({ text: 'korting', status: 'NIEUW', complex: complex.id })).toEqual([percent]);
    // A status name matches every request in that status, whatever its text.
    const inHandling = await admin.ids({ text: 'in_behandeling', complex: complex.id });
    expect(inHandling).toEqual([fifty]);
  });

  it('finds a text too short for an index in names among the newest requests, page by page', async () => {
    const bjorn = await aComplex('Bjørn Jansen');
    const anna = await aComplex('Anna Smit');
    const admin = await anAdmin();
    const older = await bjorn.raise('Deur klemt');
    const described: number[] = [];
    for (let index = 0; index < 30; index += 1) described.push(await anna.raise(`Vlek bij Søren ${index}`));
    const between = await bjorn.raise('Lift hapert');
    for (let index = 30; index < 60; index += 1) described.push(await anna.raise(`Vlek bij Søren ${index}`));
    // Sixty descriptions have the text, two requests its requester's name: the first page's descriptions
    // fill it, and only the requests since the last of them are looked up by name.
    const newestFirst = [older, ...described.slice(0, 30), between, ...described.slice(30)].reverse();
    expect(await admin.ids({ text: 'ø' })).toEqual(newestFirst.slice(0, 50));
    expect(await admin.ids({ text: 'Ø', page: 2 })).toEqual(newestFirst.slice(50));
    expect(await admin.ids({ text: 'Jø' })).toEqual([between, older]);
  });

  it('marks as waiting the new requests and those a supplier reported on since I last opened them', async () => {
    const { db } = testApp();
    const { complex, raise } = await aComplex();
    const ada = await anAdmin('Ada');
    const bas = await anAdmin('Bas');
    const request = await raise('Lift staat stil');
    const waiting = async (admin: Awaited<ReturnType<typeof anAdmin>>) =>
      (await admin.ids({ complex: complex.id, waiting: 'true' })).includes(request);
    const rowWaits = async (admin: Awaited<ReturnType<typeof anAdmin>>) =>
      (await admin.inbox({ complex: complex.id }))[0]?.waiting;
    const reportedAt = async () =>
      (await db.select().from(requests).where(eq(requests.id, request)))[0]?.answeredAt;

    expect([await waiting(ada), await rowWaits(ada)]).toEqual([true, true]);
    await ada.move(request, 'NIEUW', 'IN_BEHANDELING');
    expect([await waiting(ada), await rowWaits(ada), await waiting(bas)]).toEqual([false, false, false]);

    const order = await aWorkOrder(request, complex.id);
    await order.reports('FOLLOW_UP_ACTION_NEEDED', 'Onderdeel besteld');
    expect((await reportedAt())?.toISOString()).toBe(testApp().clock.read().toISOString());
    expect([await waiting(ada), await rowWaits(ada), await waiting(bas)]).toEqual([true, true, true]);

    testApp().clock.advance(MINUTE);
    await ada.opens(request);
    expect([await waiting(ada), await rowWaits(ada), await waiting(bas)]).toEqual([false, false, true]);

    await order.reports('COMPLETE');
    expect([await waiting(ada), await waiting(bas)]).toEqual([true, true]);
    testApp().clock.advance(MINUTE);
    await ada.opens(request);
    await bas.opens(request);
    expect([await waiting(ada), await waiting(bas)]).toEqual([false, false]);
    // Resolving it answers every answer: it waits for no one.
    await order.reports('FOLLOW_UP_ACTION_NEEDED', 'Nog een onderdeel');
    await ada.move(request, 'IN_BEHANDELING', 'OPGELOST');
    expect(await reportedAt()).toBeNull();
    expect([await waiting(ada), await waiting(bas)]).toEqual([false, false]);
  });

  it('marks as waiting a request its resident wrote on since I last opened it, resolved or not', async () => {
    const { app } = testApp();
    const { complex, resident, raise } = await aComplex();
    const ada = await anAdmin('Ada');
    const request = await raise('Deur klemt');
    const asResident = await callerFor(app, resident);
    const writes = async (text: string) => {
      testApp().clock.advance(MINUTE);
      const answer = await asResident('POST', `/api/app/reports/${request}/messages`, {
        text,
        attachmentIds: [],
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };
    await ada.move(request, 'NIEUW', 'IN_BEHANDELING');
    // Other tests' requests wait too: the counter is read against its value now.
    const othersWaiting = (await ada.counts()).waiting;
    const waiting = async () => [
      (await ada.ids({ complex: complex.id, waiting: 'true' })).includes(request),
      (await ada.inbox({ complex: complex.id }))[0]?.waiting,
      (await ada.counts()).waiting - othersWaiting,
    ];
    expect(await waiting()).toEqual([false, false, 0]);
    // An administrator's own message to the resident is no answer.
    testApp().clock.advance(MINUTE);
    const toResident = await ada.call('POST', `/api/app/office/requests/${request}/messages`, {
      visibility: 'RESIDENT',
      text: 'Wanneer bent u thuis?',
      attachmentIds: [],
    });
    expect(toResident.status, JSON.stringify(toResident.body)).toBe(200);
    expect(await waiting()).toEqual([false, false, 0]);

    await writes('Dinsdag na 14 uur');
    expect(await waiting()).toEqual([true, true, 1]);
    testApp().clock.advance(MINUTE);
    await ada.opens(request);
    expect(await waiting()).toEqual([false, false, 0]);

    await ada.move(request, 'IN_BEHANDELING', 'OPGELOST');
    await writes('Hij klemt weer');
    expect(await waiting()).toEqual([true, true, 1]);
  });

  it('shows alerts of open work orders, Ready to resolve after the last COMPLETE, and resolving completes them', async () => {
    const { db } = testApp();
    const { complex, raise } = await aComplex();
    const admin = await anAdmin();
    const request = await raise('Gevel scheurt');
    const row = async () => (await admin.inbox({ complex: complex.id }))[0];
    const first = await aWorkOrder(request, complex.id);
    const second = await aWorkOrder(request, complex.id);
    const cancelled = await aWorkOrder(request, complex.id);
    // Blocked, then cancelled: a handled work order neither alerts nor holds the request up.
    await cancelled.reports('BLOCKED', 'Verkeerde leverancier');
    await db
      .update(workOrders)
      .set({ completed: true, cancelledAt: nextMoment(), cancelReason: 'Dubbel' })
      .where(eq(workOrders.id, cancelled.id));

    // All reported COMPLETE, but still new: nothing to resolve yet.
    await first.reports('COMPLETE');
    await second.reports('COMPLETE');
    expect((await row())?.readyToResolve).toBe(false);
    await admin.move(request, 'NIEUW', 'IN_BEHANDELING');
    expect(await row()).toMatchObject({ readyToResolve: true, alerts: [] });

    await second.reports('BLOCKED', 'Geen toegang tot het dak');
    const blockedAt = testApp().clock.read().toISOString();
    await first.reports('FOLLOW_UP_ACTION_NEEDED');
    expect(await row()).toMatchObject({
      readyToResolve: false,
      // The newest work order first, as the request's page lists them.
      alerts: [
        {
          workOrderId: second.id,
          supplier: second.supplier.naam,
          status: 'BLOCKED',
          description: 'Geen toegang tot het dak',
          at: blockedAt,
        },
        {
          workOrderId: first.id,
          supplier: first.supplier.naam,
          status: 'FOLLOW_UP_ACTION_NEEDED',
          description: null,
          at: testApp().clock.read().toISOString(),
        },
      ],
    });
    await first.reports('COMPLETE');
    await second.reports('COMPLETE');
    expect(await row()).toMatchObject({ readyToResolve: true, alerts: [] });

    await admin.move(request, 'IN_BEHANDELING', 'OPGELOST');
    const orders = await db
      .select({ id: workOrders.id, completed: workOrders.completed })
      .from(workOrders)
      .where(eq(workOrders.requestId, request));
    expect(orders.every((order) => order.completed)).toBe(true);
    const audited = await db
      .select({ entityId: auditEvents.entityId, userId: auditEvents.userId, details: auditEvents.details })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'work-order.completed'),
          inArray(auditEvents.entityId, [first.id, second.id, cancelled.id]),
        ),
      );
    // The cancelled one was handled already: only the two open ones were completed by resolving.
    expect(audited.map((event) => event.entityId).sort()).toEqual([first.id, second.id].sort());
    expect(audited.every((event) => event.userId === admin.user.id)).toBe(true);
    expect(audited[0]?.details).toEqual({ requestId: request });
    expect(await row()).toMatchObject({ status: 'OPGELOST', readyToResolve: false, alerts: [] });
    // Reopened, its work orders are all handled: it waits for a new one (the contract's rule).
    await admin.move(request, 'OPGELOST', 'IN_BEHANDELING');
    expect(await row()).toMatchObject({ readyToResolve: false, alerts: [] });
  });

  it('keeps the counters right through creation and every transition, and counts what waits for me', async () => {
    const { complex, raise } = await aComplex();
    const ada = await anAdmin('Ada');
    const bas = await anAdmin('Bas');
    const before = await ada.counts();
    const change = async (admin = ada) => {
      const now = await admin.counts();
      return {
        byStatus: Object.fromEntries(
          Object.entries(now.byStatus).map(([status, total]) => [
            status,
            total - before.byStatus[status as ReportStatus],
          ]),
        ),
        waiting: now.waiting - before.waiting,
      };
    };
    expect(Object.keys(before.byStatus).sort()).toEqual(
      ['AFGEWEZEN', 'IN_BEHANDELING', 'NIEUW', 'OPGELOST'].sort(),
    );
    const one = await raise('Een');
    const two = await raise('Twee');
    const three = await raise('Drie');
    expect(await change()).toEqual({
      byStatus: { NIEUW: 3, IN_BEHANDELING: 0, OPGELOST: 0, AFGEWEZEN: 0 },
      waiting: 3,
    });
    await ada.move(one, 'NIEUW', 'IN_BEHANDELING');
    await ada.move(two, 'NIEUW', 'AFGEWEZEN', 'Dubbel');
    await ada.move(three, 'NIEUW', 'IN_BEHANDELING');
    await ada.move(three, 'IN_BEHANDELING', 'OPGELOST');
    expect(await change()).toEqual({
      byStatus: { NIEUW: 0, IN_BEHANDELING: 1, OPGELOST: 1, AFGEWEZEN: 1 },
      waiting: 0,
    });
    const order = await aWorkOrder(one, complex.id);
    await order.reports('BLOCKED', 'Geen sleutel');
    expect((await change()).waiting).toBe(1);
    expect((await change(bas)).waiting).toBe(1);
    testApp().clock.advance(MINUTE);
    await ada.opens(one);
    expect((await change()).waiting).toBe(0);
    expect((await change(bas)).waiting).toBe(1);
    // The counters agree with the lists.
    const now = await ada.counts();
    expect((await ada.inbox({ status: 'AFGEWEZEN' })).length).toBe(Math.min(50, now.byStatus.AFGEWEZEN));
  });

  it('keeps the counters right while administrators move many requests at once, the opposite way', async () => {
    const { raise } = await aComplex();
    const admin = await anAdmin();
    const inHandling: number[] = [];
    const resolved: number[] = [];
    for (let index = 0; index < 10; index += 1) {
      const one = await raise(`Op te lossen ${index}`);
      await admin.move(one, 'NIEUW', 'IN_BEHANDELING');
      inHandling.push(one);
      const other = await raise(`Te heropenen ${index}`);
      await admin.move(other, 'NIEUW', 'IN_BEHANDELING');
      await admin.move(other, 'IN_BEHANDELING', 'OPGELOST');
      resolved.push(other);
    }
    const before = await admin.counts();
    // Resolving and reopening at once: each changes the same two counters, in the opposite direction.
    const answers = await Promise.all(
      inHandling.flatMap((one, index) => [
        admin.call('POST', `/api/app/office/requests/${one}/status`, {
          from: 'IN_BEHANDELING',
          to: 'OPGELOST',
        }),
        admin.call('POST', `/api/app/office/requests/${resolved[index] ?? 0}/status`, {
          from: 'OPGELOST',
          to: 'IN_BEHANDELING',
        }),
      ]),
    );
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    const after = await admin.counts();
    expect(after.byStatus).toEqual(before.byStatus);
  });

  it('answers 404 to anyone but an administrator, 401 without a session, and 400 for bad filters', async () => {
    const { app, db } = testApp();
    const admin = await anAdmin();
    const supplier = await createSupplier(db);
    const others = [await createUser(db, ['owner']), await createUser(db, ['tenant']), supplier.member];
    for (const user of others) {
      const call = await callerFor(app, user);
      for (const url of ['/api/app/office/requests', '/api/app/office/request-counts']) {
        const answer = await call('GET', url);
        expect(answer.status, url).toBe(404);
      }
    }
    for (const url of ['/api/app/office/requests', '/api/app/office/request-counts']) {
      expect((await app.inject({ url })).statusCode).toBe(401);
    }
    for (const query of [
      'page=0',
      'page=x',
      'status=GESLOTEN',
      'complex=0x1',
      'mine=false',
      'waiting=1',
      `text=${'a'.repeat(201)}`,
    ]) {
      const answer = await admin.call('GET', `/api/app/office/requests?${query}`);
      expect(answer.status, query).toBe(400);
    }
  });
});
