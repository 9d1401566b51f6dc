import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Announcement, AnnouncementPayload } from '@vve/contract/calls/announcements';
import { announcementPhotos, announcements } from '../db/schema/announcements';
import { auditEvents } from '../db/schema/audit';
import { complexes } from '../db/schema/complexes';
import { workOrders } from '../db/schema/work-orders';
import { callerFor, type Caller } from '../../test/api-client';
import {
  createComplex,
  createSupplier,
  createUser,
  makeOwner,
  makeRentalContract,
} from '../../test/factories';
import { notificationsOf, settleNotifications } from '../../test/notifications-world';
import { uploadedPhoto } from '../../test/request-messages-world';
import { useTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

/**
 * Two complexes: an owner and a tenant of each, an owner of both, a supplier with a work order in the first and
 * one without work anywhere, and an administrator.
 */
const announcementWorld = async (testApp: TestApp) => {
  const { db, app, clock } = testApp;
  const [first, second] = [await createComplex(db), await createComplex(db)];
  const people = {
    owner: await createUser(db, ['owner'], 'Olga Eigenaar'),
    tenant: await createUser(db, ['tenant'], 'Tessa Huurder'),
    owner2: await createUser(db, ['owner'], 'Otto Elders'),
    tenant2: await createUser(db, ['tenant'], 'Tim Elders'),
    both: await createUser(db, ['owner'], 'Bea Beide'),
    admin: await createUser(db, ['administrator'], 'Ada Beheer'),
  };
  await makeOwner(db, first, people.owner.id);
  await makeRentalContract(db, first, people.tenant.id);
  await makeOwner(db, second, people.owner2.id);
  await makeRentalContract(db, second, people.tenant2.id);
  await makeOwner(db, first, people.both.id);
  await makeOwner(db, second, people.both.id);
  const working = await createSupplier(db);
  const idle = await createSupplier(db);
  await db.insert(workOrders).values({
    supplierId: working.id,
    complexId: first.id,
    omschrijving: 'Lift nakijken',
    createdAt: clock.read(),
    priority: 'Normaal',
    repairType: 'Herstel',
  });
  const callers: Record<keyof typeof people | 'working' | 'idle', Caller> = {
    owner: await callerFor(app, people.owner),
    tenant: await callerFor(app, people.tenant),
    owner2: await callerFor(app, people.owner2),
    tenant2: await callerFor(app, people.tenant2),
    both: await callerFor(app, people.both),
    admin: await callerFor(app, people.admin),
    working: await callerFor(app, working.member),
    idle: await callerFor(app, idle.member),
  };
  const publish = async (payload: Partial<AnnouncementPayload>) => {
    const answer = await callers.admin('POST', '/api/app/office/announcements', {
      complexIds: [first.id],
      audience: 'residents',
      title: 'Lift buiten gebruik',
      text: 'De lift is tot vrijdag buiten gebruik.\nNeem de trap aan de achterzijde.',
      pinnedUntil: null,
      ...payload,
    });
    return answer as { status: number; body: Announcement & { message?: string } };
  };
  return { first, second, people, callers, publish, working };
};

/** The titles of the announcements a caller reads (of one complex, when given). */
const titlesFor = async (caller: Caller, complexId?: number) => {
  const answer = await caller(
    'GET',
    `/api/app/announcements${complexId === undefined ? '' : `?complex=${String(complexId)}`}`,
  );
  expect(answer.status).toBe(200);
  return (answer.body as Announcement[]).map((announcement) => announcement.title);
};

describe.each(testDatabaseKinds())('announcements, on the %s database', (kind) => {
  const testApp = useTestApp(kind);

  it('reach the audience in the complexes they name, and nobody else', async () => {
    const world = await announcementWorld(testApp());
    const { first, second, callers } = world;
    expect((await world.publish({ title: 'Voor iedereen' })).status).toBe(200);
    expect((await world.publish({ title: 'Voor eigenaren', audience: 'owners' })).status).toBe(200);
    expect((await world.publish({ title: 'Voor huurders', audience: 'tenants' })).status).toBe(200);
    expect((await world.publish({ title: 'Voor leveranciers', audience: 'suppliers' })).status).toBe(200);
    expect((await world.publish({ title: 'Elders', complexIds: [second.id] })).status).toBe(200);

    expect(await titlesFor(callers.owner)).toEqual(['Voor eigenaren', 'Voor iedereen']);
    expect(await titlesFor(callers.tenant)).toEqual(['Voor huurders', 'Voor iedereen']);
    expect(await titlesFor(callers.working)).toEqual(['Voor leveranciers']);
    expect(await titlesFor(callers.idle)).toEqual([]);
    expect(await titlesFor(callers.owner2)).toEqual(['Elders']);
    expect(await titlesFor(callers.tenant2)).toEqual(['Elders']);
    // Administrators read them in the back office; the list of readers has none for them.
    expect(await titlesFor(callers.admin)).toEqual([]);
    expect(await titlesFor(callers.both, first.id)).toEqual(['Voor eigenaren', 'Voor iedereen']);
    expect(await titlesFor(callers.both, second.id)).toEqual(['Elders']);
    // Another's complex filters to nothing, as lists do.
    expect(await titlesFor(callers.owner2, first.id)).toEqual([]);

    const office = await callers.admin('GET', '/api/app/office/announcements');
    expect((office.body as Announcement[]).map((announcement) => announcement.title)).toEqual([
      'Elders',
      'Voor leveranciers',
      'Voor huurders',
      'Voor eigenaren',
      'Voor iedereen',
    ]);
  });

  it('tell each reader once by a notification that opens the complex, and suppliers their list', async () => {
    const world = await announcementWorld(testApp());
    const { app, db } = testApp();
    const { first, second, callers } = world;
    const published = await world.publish({ complexIds: [first.id, second.id] });
    expect(published.status).toBe(200);
    expect(published.body.complexes.map((complex) => complex.id).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    expect((await world.publish({ title: 'Steigers', audience: 'suppliers' })).status).toBe(200);
    await settleNotifications(app, db);

    const told = async (caller: Caller) =>
      (await notificationsOf(caller)).filter((notification) => notification.kind === 'announcement');
    const [ownerNotification] = await told(callers.owner);
    expect(ownerNotification?.facts).toMatchObject({
      announcementId: published.body.id,
      title: 'Lift buiten gebruik',
      complexName: first.naam,
      excerpt: 'De lift is tot vrijdag buiten gebruik. Neem de trap aan de achterzijde.',
    });
    expect(ownerNotification?.path).toBe(`/vve/${String(first.id)}?title=${encodeURIComponent(first.naam)}`);
    expect(await told(callers.tenant2)).toHaveLength(1);
    // An owner in both complexes hears of it once.
    expect(await told(callers.both)).toHaveLength(1);
    const [supplierNotification] = await told(callers.working);
    expect(supplierNotification?.facts.title).toBe('Steigers');
    expect(supplierNotification?.path).toBe('/announcements');
    expect(await told(callers.idle)).toEqual([]);
    expect(await told(callers.admin)).toEqual([]);
  });

  it('list pinned ones first until their last day, then the newest, with their photos', async () => {
    const world = await announcementWorld(testApp());
    const { clock } = testApp();
    const day = (offset: number) =>
      new Date(clock.read().getTime() + offset * 24 * 60 * 60_000).toISOString().slice(0, 10);
    const photo = await uploadedPhoto(testApp(), world.people.admin.id);
    expect((await world.publish({ title: 'Was vastgezet', pinnedUntil: day(-1) })).status).toBe(200);
    clock.advance(60_000);
    expect((await world.publish({ title: 'Vastgezet', pinnedUntil: day(0), photoIds: [photo] })).status).toBe(
      200,
    );
    clock.advance(60_000);
    expect((await world.publish({ title: 'Nieuwer' })).status).toBe(200);
    const [pinned, newer, older] = (await world.callers.owner('GET', '/api/app/announcements'))
      .body as Announcement[];
    expect(pinned).toMatchObject({
      title: 'Vastgezet',
      pinned: true,
      pinnedUntil: day(0),
      author: 'Ada Beheer',
    });
    expect(pinned?.photos.map((file) => file.id)).toEqual([photo]);
    expect(newer).toMatchObject({ title: 'Nieuwer', pinned: false, photos: [] });
    expect(older).toMatchObject({ title: 'Was vastgezet', pinned: false, pinnedUntil: day(-1) });
  });

  it('refuse bad input with a message and store nothing', async () => {
    const world = await announcementWorld(testApp());
    const { db } = testApp();
    const stored = async () => ({
      announcements: (await db.select({ n: count() }).from(announcements))[0]?.n,
      photos: (await db.select({ n: count() }).from(announcementPhotos))[0]?.n,
      audit: (await db.select({ n: count() }).from(auditEvents))[0]?.n,
    });
    const before = await stored();
    const othersPhoto = await uploadedPhoto(testApp(), world.people.owner.id);
    await db.update(complexes).set({ archivedAt: new Date() }).where(eq(complexes.id, world.second.id));
    const refusals: [Partial<AnnouncementPayload>, number, string][] = [
      [{ complexIds: [] }, 400, 'Choose at least one complex.'],
      [{ complexIds: [world.first.id, world.first.id] }, 400, 'Each complex is chosen once.'],
      [{ title: '   ' }, 400, 'Give the announcement a title.'],
      [{ text: '' }, 400, 'Write the announcement.'],
      [{ complexIds: [world.first.id, 2_000_000_000] }, 404, 'Complex not found'],
      [{ complexIds: [world.first.id, world.second.id] }, 409, 'This complex is archived'],
      [{ photoIds: [othersPhoto] }, 400, 'Attachments must be images you uploaded'],
    ];
    for (const [payload, status, message] of refusals) {
      const answer = await world.publish(payload);
      expect(answer.status, JSON.stringify(payload)).toBe(status);
      expect(answer.body.message).toContain(message);
    }
    expect(await stored()).toEqual(before);
  });

  it('are withdrawn by administrators: nobody reads them any more', async () => {
    const world = await announcementWorld(testApp());
    const photo = await uploadedPhoto(testApp(), world.people.admin.id);
    const published = await world.publish({ photoIds: [photo] });
    const path = `/api/app/office/announcements/${String(published.body.id)}`;
    expect((await world.callers.owner('DELETE', path)).status).toBe(404);
    expect((await world.callers.admin('DELETE', path)).status).toBe(200);
    expect((await world.callers.admin('DELETE', path)).status).toBe(404);
    expect(await titlesFor(world.callers.owner)).toEqual([]);
    // Its photo is free again: it may be sent with another announcement.
    expect((await world.publish({ photoIds: [photo] })).status).toBe(200);
  });
});
