import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Calendar, CalendarEntry, CalendarFeed } from '@vve/contract/calls/calendar';
import { users } from '../db/schema/accounts';
import { complexes } from '../db/schema/complexes';
import { meetings } from '../db/schema/meetings';
import { workOrders } from '../db/schema/work-orders';
import { callerFor } from '../../test/api-client';
import {
  createAspectWithTask,
  createComplex,
  createSupplier,
  createUser,
  makeOwner,
  makeRentalContract,
} from '../../test/factories';
import { useTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

/**
 * Two complexes: in A an owner, a tenant, a convened meeting late on 1 April (2 April where the association
 * meets), one being prepared, a supplier's open task (1 April) and work orders (one planned on 20 March, one done,
 * one unplanned); in B an owner, a convened meeting and another supplier's work order on 25 March.
 */
const calendarWorld = async ({ app, db }: TestApp) => {
  const a = await createComplex(db);
  const b = await createComplex(db);
  const people = {
    owner: await createUser(db, ['owner'], 'Olga Eigenaar'),
    tenant: await createUser(db, ['tenant'], 'Tessa Huurder'),
    ownerB: await createUser(db, ['owner'], 'Sven Elders'),
    admin: await createUser(db, ['administrator'], 'Ada Beheer'),
  };
  await makeOwner(db, a, people.owner.id);
  await makeRentalContract(db, a, people.tenant.id);
  await makeOwner(db, b, people.ownerB.id);
  // People read their emails in Dutch unless they chose otherwise; the administrator chose English.
  await db.update(users).set({ language: 'en' }).where(eq(users.id, people.admin.id));
  const supplier = await createSupplier(db);
  const other = await createSupplier(db);
  const task = await createAspectWithTask(db, a.id, supplier.id);
  const meeting = (complexId: number, startsAt: string, convened: boolean, place: string | null = null) =>
    db
      .insert(meetings)
      .values({ complexId, startsAt: new Date(startsAt), place, convokedAt: convened ? new Date() : null })
      .returning({ id: meetings.id })
      .then(([row]) => row?.id ?? 0);
  const convened = await meeting(a.id, '2026-04-01T22:30:00Z', true, 'Buurthuis De Ark');
  const prepared = await meeting(a.id, '2026-03-15T18:30:00Z', false);
  const convenedB = await meeting(b.id, '2026-03-10T18:30:00Z', true);
  const workOrder = (complexId: number, supplierId: number, planningDate: string | null, completed = false) =>
    db
      .insert(workOrders)
      .values({
        supplierId,
        complexId,
        omschrijving: `Dakgoot ${planningDate ?? 'ongepland'}`,
        createdAt: new Date('2026-02-01T00:00:00Z'),
        planningDate,
        completed,
        priority: 'Normaal',
        repairType: 'Herstel',
      })
      .returning({ id: workOrders.id })
      .then(([row]) => row?.id ?? 0);
  const planned = await workOrder(a.id, supplier.id, '2026-03-20');
  await workOrder(a.id, supplier.id, '2026-03-21', true);
  await workOrder(a.id, supplier.id, null);
  const plannedB = await workOrder(b.id, other.id, '2026-03-25');
  const callers = {
    owner: await callerFor(app, people.owner),
    tenant: await callerFor(app, people.tenant),
    ownerB: await callerFor(app, people.ownerB),
    admin: await callerFor(app, people.admin),
    supplier: await callerFor(app, supplier.member),
  };
  return { a, b, people, supplier, task, convened, prepared, convenedB, planned, plannedB, callers };
};

type World = Awaited<ReturnType<typeof calendarWorld>>;

/** The entries of the world's complexes, as kind and id. */
const ofWorld = (world: World, calendar: Calendar) =>
  calendar.entries
    .filter((entry) => entry.complexId === world.a.id || entry.complexId === world.b.id)
    .map((entry: CalendarEntry) => `${entry.kind} ${String(entry.id)}`);

/** The feed's path (under the server) from its address. */
const feedPath = (feed: CalendarFeed) => new URL(feed.url).pathname;

describe.each(testDatabaseKinds())('the calendar, on the %s database', (kind) => {
  const testApp = useTestApp(kind);

  it("shows administrators every complex's meetings, open tasks and planned work orders, soonest first", async () => {
    const world = await calendarWorld(testApp());
    const answer = await world.callers.admin('GET', '/api/app/office/calendar?from=2026-03-01&to=2026-04-30');
    expect(answer.status).toBe(200);
    const calendar = answer.body as Calendar;
    expect(calendar.truncated).toBe(false);
    expect(ofWorld(world, calendar)).toEqual([
      `meeting ${String(world.convenedB)}`,
      `meeting ${String(world.prepared)}`,
      `workOrder ${String(world.planned)}`,
      `workOrder ${String(world.plannedB)}`,
      `inspection ${String(world.task.scheduleId)}`,
      `meeting ${String(world.convened)}`,
    ]);
    const find = (kind: CalendarEntry['kind'], id: number) =>
      calendar.entries.find((entry) => entry.kind === kind && entry.id === id);
    expect(find('meeting', world.convened)).toEqual({
      kind: 'meeting',
      id: world.convened,
      complexId: world.a.id,
      complexName: world.a.naam,
      // Half past midnight in Amsterdam: the meeting is on the 2nd there.
      day: '2026-04-02',
      startsAt: '2026-04-01T22:30:00.000Z',
      title: 'Buurthuis De Ark',
      supplierName: null,
      confirmed: true,
    });
    expect(find('meeting', world.prepared)).toMatchObject({ confirmed: false, title: '' });
    expect(find('inspection', world.task.scheduleId)).toMatchObject({
      kind: 'inspection',
      day: '2026-04-01',
      startsAt: null,
      title: 'Dakbedekking',
      supplierName: world.supplier.naam,
    });
    expect(find('workOrder', world.planned)).toMatchObject({
      kind: 'workOrder',
      day: '2026-03-20',
      title: 'Dakgoot 2026-03-20',
    });
  });

  it('shows one complex, the days asked for only, and leaves an archived complex out', async () => {
    const world = await calendarWorld(testApp());
    const ofA = await world.callers.admin(
      'GET',
      `/api/app/office/calendar?from=2026-03-16&to=2026-04-01&complex=${String(world.a.id)}`,
    );
    expect(ofWorld(world, ofA.body as Calendar)).toEqual([
      `workOrder ${String(world.planned)}`,
      `inspection ${String(world.task.scheduleId)}`,
    ]);
    expect((ofA.body as Calendar).entries.every((entry) => entry.complexId === world.a.id)).toBe(true);

    await testApp().db.update(complexes).set({ archivedAt: new Date() }).where(eq(complexes.id, world.a.id));
    const all = await world.callers.admin('GET', '/api/app/office/calendar?from=2026-03-01&to=2026-04-30');
    expect(ofWorld(world, all.body as Calendar)).toEqual([
      `meeting ${String(world.convenedB)}`,
      `workOrder ${String(world.plannedB)}`,
    ]);
  });

  it('refuses days that end before they start, or more than 92 of them, with 400', async () => {
    const world = await calendarWorld(testApp());
    const backwards = await world.callers.admin(
      'GET',
      '/api/app/office/calendar?from=2026-04-01&to=2026-03-01',
    );
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('The calendar ends before it starts.');
    const long = await world.callers.admin('GET', '/api/app/office/calendar?from=2026-01-01&to=2026-04-03');
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('A calendar shows at most 92 days.');
    const quarter = await world.callers.admin(
      'GET',
      '/api/app/office/calendar?from=2026-01-01&to=2026-04-02',
    );
    expect(quarter.status).toBe(200);
  });

  it('shows the soonest 1,000 entries and says that there are more', async () => {
    const world = await calendarWorld(testApp());
    const { db } = testApp();
    const complex = await createComplex(db);
    await db.insert(workOrders).values(
      Array.from({ length: 1001 }, (_, index) => ({
        supplierId: world.supplier.id,
        complexId: complex.id,
        omschrijving: `Schilderwerk ${String(index)}`,
        createdAt: new Date('2026-02-01T00:00:00Z'),
        planningDate: index === 1000 ? '2026-07-31' : '2026-07-01',
        priority: 'Normaal',
        repairType: 'Herstel',
      })),
    );
    const answer = await world.callers.admin(
      'GET',
      `/api/app/office/calendar?from=2026-07-01&to=2026-07-31&complex=${String(complex.id)}`,
    );
    const calendar = answer.body as Calendar;
    expect(calendar.truncated).toBe(true);
    expect(calendar.entries).toHaveLength(1000);
    expect(calendar.entries.every((entry) => entry.day === '2026-07-01')).toBe(true);
  });

  it("feeds each person what they may read, in their language: an owner their complex's convened meetings", async () => {
    const world = await calendarWorld(testApp());
    const feedOf = async (caller: (typeof world.callers)[keyof typeof world.callers]) => {
      const address = await caller('GET', '/api/app/calendar-feed');
      expect(address.status).toBe(200);
      const feed = await testApp().app.inject({ method: 'GET', url: feedPath(address.body as CalendarFeed) });
      expect(feed.statusCode).toBe(200);
      expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
      return feed.body;
    };
    const uids = (file: string) => [...file.matchAll(/^UID:(.+)$/gm)].map((match) => match[1]?.trim());

    const owners = await feedOf(world.callers.owner);
    expect(uids(owners)).toEqual([`meeting-${String(world.convened)}@vve-app`]);
    expect(owners).toContain(`SUMMARY:Ledenvergadering ${world.a.naam}`);
    expect(owners).toContain('DTSTART:20260401T223000Z');
    expect(owners).toContain(`URL:https://vve.test/app/meetings/${String(world.convened)}`);
    expect(owners).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT4H');

    const suppliers = await feedOf(world.callers.supplier);
    expect(uids(suppliers)).toEqual([
      `workOrder-${String(world.planned)}@vve-app`,
      `inspection-${String(world.task.scheduleId)}@vve-app`,
    ]);
    expect(suppliers).toContain(`SUMMARY:Werkbon: Dakgoot 2026-03-20\\, ${world.a.naam}`);
    expect(suppliers).toContain('DTSTART;VALUE=DATE:20260320');
    expect(suppliers).toContain('DTEND;VALUE=DATE:20260321');
    expect(suppliers).toContain(`URL:https://vve.test/app/work-assignments/${String(world.planned)}`);

    expect(uids(await feedOf(world.callers.tenant))).toEqual([]);
    expect(uids(await feedOf(world.callers.ownerB))).toEqual([`meeting-${String(world.convenedB)}@vve-app`]);

    const admins = await feedOf(world.callers.admin);
    expect(admins).toContain(`meeting-${String(world.prepared)}@vve-app`);
    expect(admins).toContain('DESCRIPTION:not convened yet');
    expect(admins).toContain(`URL:https://vve.test/app/office/planning/${String(world.a.id)}`);
  });

  it('stops an address when it is renewed, a forged one, and that of a deactivated person, with 404', async () => {
    const world = await calendarWorld(testApp());
    const { app, db } = testApp();
    const first = (await world.callers.owner('GET', '/api/app/calendar-feed')).body as CalendarFeed;
    expect((await world.callers.owner('GET', '/api/app/calendar-feed')).body).toEqual(first);
    const renewed = await world.callers.owner('POST', '/api/app/calendar-feed');
    expect(renewed.status).toBe(200);
    const second = renewed.body as CalendarFeed;
    expect(second.url).not.toBe(first.url);
    expect((await app.inject({ method: 'GET', url: feedPath(first) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: feedPath(second) })).statusCode).toBe(200);

    // Another person's id under the owner's signature is not an address.
    const [payload, signature] = feedPath(second).split('/')[3]?.split('.') ?? [];
    const forged = Buffer.from(JSON.stringify({ u: world.people.ownerB.id, v: 0 })).toString('base64url');
    expect(payload).not.toBe(forged);
    const forgedPath = `/api/calendar-feeds/${forged}.${signature ?? ''}/calendar.ics`;
    expect((await app.inject({ method: 'GET', url: forgedPath })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/api/calendar-feeds/nonsense/calendar.ics' })).statusCode,
    ).toBe(400);

    await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, world.people.owner.id));
    expect((await app.inject({ method: 'GET', url: feedPath(second) })).statusCode).toBe(404);
  });
});
