import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AgendaItemPayload, Meeting, OfficeMeeting, OwnerMeeting } from '@vve/contract/calls/meetings';
import { remindOwners } from '../commands/convoke-meeting';
import { addDocument } from '../commands/library-documents';
import { queryRows } from '../db/database';
import { MEETING_REMINDER_JOB } from '../jobs/meeting-reminders';
import { storeFile } from '../commands/store-files';
import { bimViewpoints } from '../db/schema/bim';
import { agendaItems, meetings } from '../db/schema/meetings';
import { outboxEmails } from '../db/schema/mail';
import { callerFor, type Caller } from '../../test/api-client';
import { EXAMPLE_CAMERA } from '../../test/example-camera';
import { makeImage } from '../../test/images';
import {
  createBimProject,
  createComplex,
  createUser,
  makeOwner,
  makeRentalContract,
} from '../../test/factories';
import { giveEmail, notificationsOf, settleNotifications } from '../../test/notifications-world';
import { loginAs } from '../../test/session-client';
import { useTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

const DAY = 24 * 60 * 60 * 1000;

/** A discussion item, changed by `change`. */
const discussion = (change: Partial<AgendaItemPayload> = {}): AgendaItemPayload => ({
  title: 'Opening',
  explanation: '',
  kind: 'discussion',
  rule: null,
  adoptsPlan: false,
  documentIds: [],
  ...change,
});

/** A decision item by an absolute majority, changed by `change`. */
const decision = (change: Partial<AgendaItemPayload> = {}): AgendaItemPayload => ({
  ...discussion(),
  title: 'Vaststellen onderhoudsplan',
  kind: 'decision',
  rule: { majority: 'absolute', quorum: null },
  ...change,
});

/** A complex with two owners (one with email), a tenant, an owner of another complex, and an administrator. */
const meetingWorld = async ({ app, db }: TestApp) => {
  const complex = await createComplex(db);
  const elsewhere = await createComplex(db);
  const people = {
    owner: await createUser(db, ['owner'], 'Olga Eigenaar'),
    coOwner: await createUser(db, ['owner'], 'Bram Mede'),
    tenant: await createUser(db, ['tenant'], 'Tessa Huurder'),
    stranger: await createUser(db, ['owner'], 'Sven Elders'),
    admin: await createUser(db, ['administrator'], 'Ada Beheer'),
  };
  await makeOwner(db, complex, people.owner.id);
  await makeOwner(db, complex, people.coOwner.id);
  await makeRentalContract(db, complex, people.tenant.id);
  await makeOwner(db, elsewhere, people.stranger.id);
  const callers: Record<keyof typeof people, Caller> = {
    owner: await callerFor(app, people.owner),
    coOwner: await callerFor(app, people.coOwner),
    tenant: await callerFor(app, people.tenant),
    stranger: await callerFor(app, people.stranger),
    admin: await callerFor(app, people.admin),
  };
  /** A PDF document of a complex's library for `readers`. */
  const document = async (complexId: number, title: string, readers: 'owners' | 'administrators') => {
    const file = await storeFile(db, app.storage, {
      bytes: Buffer.from(`%PDF-1.4\n% ${title}\n%%EOF\n`),
      name: `${title}.pdf`,
      contentType: 'application/pdf',
      uploadedBy: people.admin.id,
    });
    return addDocument(db, {
      complexId,
      folder: 'meetings',
      title,
      date: '2026-11-01',
      readers,
      fileId: file.id,
      notify: false,
      userId: people.admin.id,
      at: new Date(),
    });
  };
  /** A moment `days` from the server's (test) clock. */
  const inDays = (days: number) => new Date(app.clock().getTime() + days * DAY);
  const plan = async (startsAt = inDays(30)) => {
    const answer = await callers.admin('POST', `/api/app/office/complexes/${String(complex.id)}/meetings`, {
      startsAt: startsAt.toISOString(),
    });
    expect(answer.status).toBe(200);
    return (answer.body as OfficeMeeting).id;
  };
  const office = (meetingId: number) => callers.admin('GET', `/api/app/office/meetings/${String(meetingId)}`);
  const addItem = (meetingId: number, item: AgendaItemPayload) =>
    callers.admin('POST', `/api/app/office/meetings/${String(meetingId)}/items`, item);
  const convoke = (meetingId: number) =>
    callers.admin('POST', `/api/app/office/meetings/${String(meetingId)}/convocation`);
  /** The emails about this world's complex. */
  const emails = async () =>
    (await db.select().from(outboxEmails)).filter((email) => email.subject.includes(complex.naam));
  return { complex, elsewhere, people, callers, document, inDays, emails, plan, office, addItem, convoke };
};

describe.each(testDatabaseKinds())("the members' meeting, on the %s database", (kind) => {
  const testApp = useTestApp(kind);

  it('is prepared: its place, link and chair, and an agenda of items in order with their rules and documents', async () => {
    const world = await meetingWorld(testApp());
    const meetingId = await world.plan();
    const startsAt = world.inDays(40).toISOString();
    const updated = await world.callers.admin('PUT', `/api/app/office/meetings/${String(meetingId)}`, {
      startsAt,
      place: '  Buurthuis De Ark, Kadijksplein 1  ',
      onlineLink: 'https://meet.example.org/vve-anker',
      chair: 'Ada Beheer',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id: meetingId,
      complexId: world.complex.id,
      complexName: world.complex.naam,
      startsAt: new Date(startsAt).toISOString(),
      place: 'Buurthuis De Ark, Kadijksplein 1',
      onlineLink: 'https://meet.example.org/vve-anker',
      chair: 'Ada Beheer',
      convokedAt: null,
      items: [],
    });

    const mjop = await world.document(world.complex.id, 'MJOP 2027-2036', 'owners');
    const quote = await world.document(world.complex.id, 'Offerte dak', 'administrators');
    expect((await world.addItem(meetingId, discussion())).status).toBe(200);
    const qualified = {
      majority: { atLeast: { numerator: 2, denominator: 3 } },
      quorum: { numerator: 2, denominator: 3 },
    };
    expect(
      (
        await world.addItem(
          meetingId,
          decision({ adoptsPlan: true, documentIds: [mjop, quote], rule: qualified }),
        )
      ).status,
    ).toBe(200);
    const added = await world.addItem(meetingId, discussion({ title: 'Rondvraag' }));
    const items = (added.body as Meeting).items;
    expect(items.map((item) => [item.number, item.title, item.kind])).toEqual([
      [1, 'Opening', 'discussion'],
      [2, 'Vaststellen onderhoudsplan', 'decision'],
      [3, 'Rondvraag', 'discussion'],
    ]);
    expect(items[1]).toMatchObject({ rule: qualified, adoptsPlan: true });
    expect(items[1]?.documents.map((document) => document.title)).toEqual(['MJOP 2027-2036', 'Offerte dak']);

    // The closing item moves to the front; a removed item closes the gap.
    const [opening, plan, closing] = items.map((item) => item.id);
    const moved = await world.callers.admin('PUT', `/api/app/office/agenda-items/${String(closing)}`, {
      ...discussion({ title: 'Rondvraag en sluiting' }),
      position: 1,
    });
    expect((moved.body as Meeting).items.map((item) => item.title)).toEqual([
      'Rondvraag en sluiting',
      'Opening',
      'Vaststellen onderhoudsplan',
    ]);
    const removed = await world.callers.admin('DELETE', `/api/app/office/agenda-items/${String(opening)}`);
    expect((removed.body as Meeting).items.map((item) => [item.number, item.id])).toEqual([
      [1, closing],
      [2, plan],
    ]);
  });

  it('refuses an item that is not well formed, or a document of another library, and changes nothing', async () => {
    const world = await meetingWorld(testApp());
    const { db } = testApp();
    const meetingId = await world.plan();
    const foreign = await world.document(world.elsewhere.id, 'Reglement elders', 'owners');
    const refused = [
      await world.addItem(meetingId, discussion({ title: '   ' })),
      await world.addItem(meetingId, decision({ rule: null })),
      await world.addItem(meetingId, discussion({ rule: { majority: 'absolute', quorum: null } })),
      await world.addItem(meetingId, discussion({ adoptsPlan: true })),
      await world.addItem(
        meetingId,
        decision({ rule: { majority: { atLeast: { numerator: 4, denominator: 3 } }, quorum: null } }),
      ),
      await world.addItem(meetingId, decision({ documentIds: [foreign] })),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 400]);
    expect((refused[5]?.body as { code: string }).code).toBe('documentNotOfComplex');
    const [stored] = await db
      .select({ n: count() })
      .from(agendaItems)
      .where(eq(agendaItems.meetingId, meetingId));
    expect(stored?.n).toBe(0);
    const badLink = await world.callers.admin('PUT', `/api/app/office/meetings/${String(meetingId)}`, {
      startsAt: world.inDays(30).toISOString(),
      onlineLink: 'javascript:alert(1)',
    });
    expect(badLink.status).toBe(400);
  });

  it('convenes the owners once: by email with the agenda and a calendar file, and in the app', async () => {
    const world = await meetingWorld(testApp());
    const { app, db } = testApp();
    const ownerEmail = await giveEmail(db, world.people.owner.id, 'en');
    await giveEmail(db, world.people.tenant.id, 'en');
    const meetingId = await world.plan();

    // Not without an agenda, nor without a place or a link.
    expect(await world.convoke(meetingId)).toMatchObject({
      status: 409,
      body: { code: 'meetingWithoutVenue' },
    });
    await world.callers.admin('PUT', `/api/app/office/meetings/${String(meetingId)}`, {
      startsAt: world.inDays(20).toISOString(),
      place: 'Buurthuis De Ark',
      chair: 'Ada Beheer',
    });
    expect(await world.convoke(meetingId)).toMatchObject({ status: 409, body: { code: 'agendaEmpty' } });
    const secret = await world.document(world.complex.id, 'Offerte dak', 'administrators');
    const accounts = await world.document(world.complex.id, 'Jaarrekening 2026', 'owners');
    await world.addItem(meetingId, decision({ title: 'Jaarrekening 2026', documentIds: [accounts, secret] }));

    const convened = await world.convoke(meetingId);
    expect(convened.status).toBe(200);
    expect((convened.body as Meeting).convokedAt).not.toBeNull();
    expect((await world.convoke(meetingId)).body).toMatchObject({ code: 'meetingConvened' });
    expect(
      (await world.addItem(meetingId, discussion())).body,
      'the agenda stays as it was sent',
    ).toMatchObject({ code: 'meetingConvened' });

    // One email to the owner with an address (the co-owner has none, the tenant is no owner).
    const emails = await world.emails();
    expect(emails.map((email) => email.recipient)).toEqual([ownerEmail]);
    const [email] = emails;
    expect(email?.subject).toContain(`Convocation: members’ meeting of ${world.complex.naam}`);
    expect(email?.textBody).toContain('Place: Buurthuis De Ark');
    expect(email?.textBody).toContain('1. Jaarrekening 2026 (for a decision)');
    expect(email?.textBody).toContain('Documents: Jaarrekening 2026');
    expect(email?.textBody, 'a document for administrators is not told').not.toContain('Offerte dak');
    expect(email?.textBody).toContain(`/app/meetings/${String(meetingId)}`);
    const [calendar] = email?.attachments ?? [];
    expect(calendar?.filename).toBe(`meeting-${String(meetingId)}.ics`);
    expect(calendar?.content).toContain('BEGIN:VEVENT');
    expect(calendar?.content).toContain(`SUMMARY:Members’ meeting ${world.complex.naam}`);

    // In the app: both owners, not the tenant, nor the administrator who convened them.
    await settleNotifications(app, db);
    const told = async (caller: Caller) =>
      (await notificationsOf(caller)).filter((notification) => notification.kind === 'meeting');
    const [notification] = await told(world.callers.owner);
    expect(notification).toMatchObject({
      facts: { meetingId, complexName: world.complex.naam },
      path: `/meetings/${String(meetingId)}`,
    });
    expect(await told(world.callers.coOwner)).toHaveLength(1);
    expect(await told(world.callers.tenant)).toHaveLength(0);
  });

  it('reminds the owners two days before the meeting, once, in the app and by email', async () => {
    const world = await meetingWorld(testApp());
    const { app, db } = testApp();
    await giveEmail(db, world.people.owner.id, 'nl');
    const meetingId = await world.plan(world.inDays(20));
    await world.callers.admin('PUT', `/api/app/office/meetings/${String(meetingId)}`, {
      startsAt: world.inDays(20).toISOString(),
      place: 'Buurthuis De Ark',
    });
    await world.addItem(meetingId, decision());
    expect((await world.convoke(meetingId)).status).toBe(200);

    // The reminder waits for 18 days from the convocation.
    const reminders = () =>
      queryRows<{ data: { meetingId: number }; wait: number }>(
        db,
        sql`select data, extract(epoch from start_after - now())::int as wait from jobs.job
            where name = ${MEETING_REMINDER_JOB} and state < 'completed'
              and data->>'meetingId' = ${String(meetingId)}`,
      );
    const [queued] = await reminders();
    expect(queued?.data).toEqual({ meetingId });
    expect(Math.abs((queued?.wait ?? 0) - 18 * 24 * 60 * 60)).toBeLessThan(120);

    // Its time has come: the owners are reminded, by email in their language and in the app.
    await db.execute(
      sql`update jobs.job set start_after = now()
          where name = ${MEETING_REMINDER_JOB} and data->>'meetingId' = ${String(meetingId)}`,
    );
    app.jobs.wake(MEETING_REMINDER_JOB);
    await expect.poll(async () => (await reminders()).length, { timeout: 10_000 }).toBe(0);
    const [meeting] = await db.select().from(meetings).where(eq(meetings.id, meetingId));
    expect(meeting?.remindedAt).not.toBeNull();
    const reminder = (await world.emails()).filter((email) => email.subject.startsWith('Herinnering'));
    expect(reminder).toHaveLength(1);
    expect(reminder[0]?.subject).toContain(`Herinnering: ledenvergadering van ${world.complex.naam}`);
    expect(reminder[0]?.attachments).toHaveLength(1);
    await settleNotifications(app, db);
    const told = (await notificationsOf(world.callers.coOwner)).filter(
      (notification) => notification.kind === 'meeting',
    );
    expect(told.map((notification) => notification.facts.reminder ?? false).sort()).toEqual([false, true]);

    // Once: the same reminder again changes nothing.
    await remindOwners(db, { meetingId, publicUrl: app.publicUrl, at: app.clock() });
    expect((await world.emails()).filter((email) => email.subject.startsWith('Herinnering'))).toHaveLength(1);
  });

  it("shows a convened meeting to the complex's owners only, without the administrators' documents", async () => {
    const world = await meetingWorld(testApp());
    const { db } = testApp();
    const meetingId = await world.plan();
    await db.update(meetings).set({ place: 'Buurthuis De Ark' }).where(eq(meetings.id, meetingId));
    const secret = await world.document(world.complex.id, 'Offerte dak', 'administrators');
    const accounts = await world.document(world.complex.id, 'Jaarrekening 2026', 'owners');
    await world.addItem(meetingId, decision({ documentIds: [accounts, secret] }));
    const path = `/api/app/meetings/${String(meetingId)}`;
    const list = `/api/app/details/vve/${String(world.complex.id)}/meetings`;

    // Nobody sees it while it is being prepared.
    expect((await world.callers.owner('GET', path)).status).toBe(404);
    expect((await world.callers.owner('GET', list)).body).toEqual([]);
    await world.convoke(meetingId);

    const read = await world.callers.owner('GET', path);
    expect(read.status).toBe(200);
    expect((read.body as Meeting).items[0]?.documents.map((document) => document.title)).toEqual([
      'Jaarrekening 2026',
    ]);
    expect(
      ((await world.callers.owner('GET', list)).body as OwnerMeeting[]).map((meeting) => meeting.id),
    ).toEqual([meetingId]);
    for (const caller of [world.callers.tenant, world.callers.stranger, world.callers.admin]) {
      expect((await caller('GET', path)).status).toBe(404);
      expect((await caller('GET', `${path}/calendar.ics`)).status).toBe(404);
    }
    expect((await world.callers.tenant('GET', list)).status).toBe(404);

    const { app } = testApp();
    const cookies = await loginAs(app, world.people.owner);
    const download = await app.inject({ method: 'GET', url: `${path}/calendar.ics`, cookies });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('text/calendar');
    expect(download.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(download.body).toContain(`UID:meeting-${String(meetingId)}@vve-app`);
  });

  it('shows a view of the 3D model on an item, replaced or removed while the meeting is prepared', async () => {
    const world = await meetingWorld(testApp());
    const { db } = testApp();
    const project = await createBimProject(db, world.complex.id);
    const foreign = await createBimProject(db, world.elsewhere.id);
    const meetingId = await world.plan();
    await db.update(meetings).set({ place: 'Buurthuis De Ark' }).where(eq(meetings.id, meetingId));
    const itemId = ((await world.addItem(meetingId, discussion())).body as Meeting).items[0]?.id;
    const viewpointOf = `/api/app/office/agenda-items/${String(itemId)}/viewpoint`;
    const view = (snapshot?: Buffer) => ({
      camera: EXAMPLE_CAMERA,
      selectedGuids: ['0123456789abcdefABCD_$'],
      ...(snapshot && { snapshot: snapshot.toString('base64') }),
    });
    const viewpointRows = () =>
      db
        .select({ guid: bimViewpoints.guid })
        .from(bimViewpoints)
        .where(eq(bimViewpoints.projectId, project.id));

    // Refused, and nothing stored: another complex's project, a snapshot that is no PNG, a missing item.
    expect(
      (await world.callers.admin('PUT', viewpointOf, { projectId: foreign.id, viewpoint: view() })).body,
    ).toMatchObject({ code: 'projectNotOfMeetingComplex' });
    expect(
      (
        await world.callers.admin('PUT', viewpointOf, {
          projectId: project.id,
          viewpoint: view(Buffer.from('GIF89a not a png')),
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await world.callers.admin('PUT', '/api/app/office/agenda-items/999999/viewpoint', {
          projectId: project.id,
          viewpoint: view(),
        })
      ).status,
    ).toBe(404);
    expect(await viewpointRows()).toEqual([]);

    // Set, then replaced: the item keeps the new view only.
    const first = (
      await world.callers.admin('PUT', viewpointOf, {
        projectId: project.id,
        viewpoint: view(await makeImage('png', 64, 36)),
      })
    ).body as Meeting;
    const firstGuid = first.items[0]?.viewpoint?.guid;
    expect(first.items[0]?.viewpoint).toEqual({ projectId: project.id, guid: firstGuid });
    const second = (
      await world.callers.admin('PUT', viewpointOf, { projectId: project.id, viewpoint: view() })
    ).body as Meeting;
    const secondGuid = second.items[0]?.viewpoint?.guid;
    expect(secondGuid).not.toBe(firstGuid);
    expect((await viewpointRows()).map((row) => row.guid)).toEqual([secondGuid]);

    // Convened, owners read the item's view and open it in the model; the agenda no longer changes.
    await world.convoke(meetingId);
    const read = (await world.callers.owner('GET', `/api/app/meetings/${String(meetingId)}`)).body as Meeting;
    expect(read.items[0]?.viewpoint).toEqual({ projectId: project.id, guid: secondGuid });
    const opened = await world.callers.owner(
      'GET',
      `/api/app/bim/projects/${String(project.id)}/viewpoints/${String(secondGuid)}`,
    );
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ camera: EXAMPLE_CAMERA, selectedGuids: ['0123456789abcdefABCD_$'] });
    expect((await world.callers.admin('DELETE', viewpointOf)).body).toMatchObject({
      code: 'meetingConvened',
    });
  });

  it('takes the view away with its item or its meeting, or alone', async () => {
    const world = await meetingWorld(testApp());
    const { db } = testApp();
    const project = await createBimProject(db, world.complex.id);
    const meetingId = await world.plan();
    const items = ((await world.addItem(meetingId, discussion())).body as Meeting).items;
    const [kept] = ((await world.addItem(meetingId, discussion({ title: 'Gevel' }))).body as Meeting).items
      .slice(1)
      .map((item) => item.id);
    const itemId = items[0]?.id;
    for (const id of [itemId, kept]) {
      await world.callers.admin('PUT', `/api/app/office/agenda-items/${String(id)}/viewpoint`, {
        projectId: project.id,
        viewpoint: { camera: EXAMPLE_CAMERA, selectedGuids: [] },
      });
    }
    const removed = await world.callers.admin(
      'DELETE',
      `/api/app/office/agenda-items/${String(kept)}/viewpoint`,
    );
    expect((removed.body as Meeting).items.map((item) => item.viewpoint === null)).toEqual([false, true]);
    await world.callers.admin('DELETE', `/api/app/office/agenda-items/${String(itemId)}`);
    const viewpointsLeft = () =>
      db.select().from(bimViewpoints).where(eq(bimViewpoints.projectId, project.id));
    expect(await viewpointsLeft()).toEqual([]);

    // A removed meeting takes its items' views with it.
    const other = await world.plan();
    const [otherItem] = ((await world.addItem(other, discussion())).body as Meeting).items;
    await world.callers.admin('PUT', `/api/app/office/agenda-items/${String(otherItem?.id)}/viewpoint`, {
      projectId: project.id,
      viewpoint: { camera: EXAMPLE_CAMERA, selectedGuids: [] },
    });
    expect(await viewpointsLeft()).toHaveLength(1);
    expect((await world.callers.admin('DELETE', `/api/app/office/meetings/${String(other)}`)).status).toBe(
      200,
    );
    expect(await viewpointsLeft()).toEqual([]);
  });

  it('cannot convene a meeting that has begun', async () => {
    const world = await meetingWorld(testApp());
    const { db } = testApp();
    const meetingId = await world.plan();
    await world.addItem(meetingId, discussion());
    await db
      .update(meetings)
      .set({ place: 'Buurthuis De Ark', startsAt: world.inDays(-1) })
      .where(eq(meetings.id, meetingId));
    expect(await world.convoke(meetingId)).toMatchObject({ status: 409, body: { code: 'meetingHeld' } });
    expect((await world.office(meetingId)).body).toMatchObject({ convokedAt: null });
    expect(await world.emails()).toEqual([]);
  });
});
