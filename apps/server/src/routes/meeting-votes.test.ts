import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Ballot, Decision, MeetingCount, OfficeDecision } from '@vve/contract/calls/meeting-votes';
import type { OfficeWorkOrder } from '@vve/contract/calls/office';
import type { Meeting } from '@vve/contract/calls/meetings';
import { tallyDecision } from '@vve/contract/rules/meeting-votes';
import { auditEvents } from '../db/schema/audit';
import { unitOwners, units } from '../db/schema/complexes';
import { planVersions } from '../db/schema/maintenance-plans';
import { agendaItems, meetingVotes, meetings } from '../db/schema/meetings';
import { workOrders } from '../db/schema/work-orders';
import { callerFor, type Caller } from '../../test/api-client';
import { createComplex, createSupplier, createUser, makeRentalContract } from '../../test/factories';
import { notificationsOf, settleNotifications } from '../../test/notifications-world';
import { useTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A complex of four units with 1, 2, 3 and 4 votes (10 in all): Olga owns the first, Bram the second, Cas the
 * third and fourth (with Olga as co-owner of the fourth); a tenant, an owner of another complex and an
 * administrator. Its meeting, convened a week ago, is in ten days: a discussion item, and a decision by two thirds
 * of the votes cast with a quorum of half the votes, adopting the maintenance plan's draft.
 */
const votingWorld = async ({ app, db }: TestApp) => {
  const complex = await createComplex(db);
  const elsewhere = await createComplex(db);
  const addUnit = async (indexNr: string, votes: number) => {
    const [unit] = await db
      .insert(units)
      .values({ complexId: complex.id, adres: `Kade ${indexNr}`, indexNr, votes })
      .returning({ id: units.id });
    if (!unit) throw new Error('unit not made');
    return unit.id;
  };
  await db.update(units).set({ votes: 1 }).where(eq(units.id, complex.unitId));
  const unit = [
    complex.unitId,
    await addUnit('U2', 2),
    await addUnit('U3', 3),
    await addUnit('U4', 4),
  ] as const;
  const people = {
    olga: await createUser(db, ['owner'], 'Olga Eigenaar'),
    bram: await createUser(db, ['owner'], 'Bram Mede'),
    cas: await createUser(db, ['owner'], 'Cas Hoek'),
    tenant: await createUser(db, ['tenant'], 'Tessa Huurder'),
    stranger: await createUser(db, ['owner'], 'Sven Elders'),
    admin: await createUser(db, ['administrator'], 'Ada Beheer'),
  };
  await db.insert(unitOwners).values([
    { unitId: unit[0], userId: people.olga.id },
    { unitId: unit[1], userId: people.bram.id },
    { unitId: unit[2], userId: people.cas.id },
    { unitId: unit[3], userId: people.cas.id },
    { unitId: unit[3], userId: people.olga.id },
    { unitId: elsewhere.unitId, userId: people.stranger.id },
  ]);
  await makeRentalContract(db, complex, people.tenant.id);
  const callers = {} as Record<keyof typeof people, Caller>;
  for (const [name, person] of Object.entries(people)) {
    callers[name as keyof typeof people] = await callerFor(app, person);
  }
  const now = app.clock().getTime();
  const [meeting] = await db
    .insert(meetings)
    .values({
      complexId: complex.id,
      startsAt: new Date(now + 10 * DAY),
      place: 'Buurthuis De Ark',
      convokedAt: new Date(now - 7 * DAY),
    })
    .returning({ id: meetings.id });
  if (!meeting) throw new Error('meeting not made');
  const items = await db
    .insert(agendaItems)
    .values([
      {
        meetingId: meeting.id,
        position: 1,
        title: 'Opening',
        explanation: '',
        kind: 'discussion',
        adoptsPlan: false,
      },
      {
        meetingId: meeting.id,
        position: 2,
        title: 'Vaststellen onderhoudsplan',
        explanation: '',
        kind: 'decision',
        majorityNumerator: 2,
        majorityDenominator: 3,
        quorumNumerator: 1,
        quorumDenominator: 2,
        adoptsPlan: true,
      },
    ])
    .returning({ id: agendaItems.id });
  const [discussionId, decisionId] = items.map((item) => item.id) as [number, number];
  const meetingUrl = `/api/app/meetings/${String(meeting.id)}`;
  const countUrl = `/api/app/office/meetings/${String(meeting.id)}/count`;
  /** The meeting begins (an hour ago). */
  const begin = () =>
    db
      .update(meetings)
      .set({ startsAt: new Date(now - 60 * 60 * 1000) })
      .where(eq(meetings.id, meeting.id));
  const vote = (caller: Caller, unitId: number, choice: string, itemId = decisionId) =>
    caller('POST', `/api/app/agenda-items/${String(itemId)}/votes`, { unitId, choice });
  return {
    complex,
    unit,
    people,
    callers,
    meetingId: meeting.id,
    discussionId,
    decisionId,
    meetingUrl,
    countUrl,
    begin,
    vote,
  };
};

describe.each(testDatabaseKinds())("voting at the members' meeting, on the %s database", (kind) => {
  const testApp = useTestApp(kind);

  it('takes a proxy to another owner or a named person, within the limit, and lets it be withdrawn before the meeting', async () => {
    const world = await votingWorld(testApp());
    const { olga, bram, cas, admin } = world.callers;
    const proxies = `${world.meetingUrl}/proxies`;

    const ballot = (await olga('GET', `${world.meetingUrl}/ballot`)).body as Ballot;
    expect(ballot).toMatchObject({
      meetingId: world.meetingId,
      votingOpensOn: '2026-02-23',
      begun: false,
      proxiesPerPerson: 2,
      units: [
        { unitId: world.unit[0], votes: 1, own: true, proxy: null },
        { unitId: world.unit[3], votes: 4, own: true, proxy: null },
      ],
      proxyHolders: [
        { id: world.people.bram.id, name: 'Bram Mede' },
        { id: world.people.cas.id, name: 'Cas Hoek' },
      ],
      items: [{ itemId: world.decisionId, votes: [] }],
    });

    // Olga authorises Bram for her own unit; Bram then votes for it, and Olga may not.
    const given = await olga('POST', proxies, {
      unitId: world.unit[0],
      holder: { ownerId: world.people.bram.id },
    });
    expect(given.status).toBe(200);
    expect((given.body as Ballot).units[0]?.proxy).toMatchObject({
      holderName: 'Bram Mede',
      heldByYou: false,
    });
    const bramsBallot = (await bram('GET', `${world.meetingUrl}/ballot`)).body as Ballot;
    expect(bramsBallot.units.map((unit) => [unit.unitId, unit.own])).toEqual([
      [world.unit[0], false],
      [world.unit[1], true],
    ]);

    // Refused, and nothing changes: a second proxy for the unit, a proxy to an owner of the unit itself, to
    // someone who owns nothing here, for a unit that is not yours, and past the limit of two per person.
    expect(
      (await olga('POST', proxies, { unitId: world.unit[0], holder: { name: 'Piet Jansen' } })).body,
    ).toMatchObject({ code: 'proxyGiven' });
    expect(
      (await olga('POST', proxies, { unitId: world.unit[3], holder: { ownerId: world.people.cas.id } })).body,
    ).toMatchObject({ code: 'proxyToSelf' });
    expect(
      (await olga('POST', proxies, { unitId: world.unit[3], holder: { ownerId: world.people.stranger.id } }))
        .body,
    ).toMatchObject({ code: 'proxyHolderNotOwner' });
    expect(
      (await olga('POST', proxies, { unitId: world.unit[2], holder: { name: 'Piet Jansen' } })).body,
    ).toMatchObject({ code: 'unitNotYours' });
    expect((await olga('POST', proxies, { unitId: world.unit[3], holder: { name: ' ' } })).status).toBe(400);
    expect(
      (await cas('POST', proxies, { unitId: world.unit[2], holder: { name: 'Piet Jansen' } })).status,
    ).toBe(200);
    expect(
      (await cas('POST', proxies, { unitId: world.unit[3], holder: { name: 'piet  JANSEN' } })).status,
    ).toBe(200);
    const withdrawn = await olga(
      'DELETE',
      `/api/app/meeting-proxies/${String((given.body as Ballot).units[0]?.proxy?.id)}`,
    );
    expect(withdrawn.status).toBe(200);
    const third = await olga('POST', proxies, { unitId: world.unit[0], holder: { name: 'Piet Jansen' } });
    expect(third.body).toMatchObject({ code: 'proxyLimit', params: { max: 2 } });

    // The chair sees who holds each unit's proxy.
    const count = (await admin('GET', world.countUrl)).body as MeetingCount;
    expect(count.units.map((unit) => unit.proxyHolder)).toEqual([null, null, 'Piet Jansen', 'piet  JANSEN']);

    // A proxy is withdrawn by an owner of its unit only, and not once the meeting has begun.
    const casProxy = ((await cas('GET', `${world.meetingUrl}/ballot`)).body as Ballot).units[0]?.proxy?.id;
    expect((await bram('DELETE', `/api/app/meeting-proxies/${String(casProxy)}`)).status).toBe(404);
    await world.begin();
    expect((await cas('DELETE', `/api/app/meeting-proxies/${String(casProxy)}`)).body).toMatchObject({
      code: 'meetingBegun',
    });
    expect(
      (await bram('POST', proxies, { unitId: world.unit[1], holder: { name: 'Piet Jansen' } })).body,
    ).toMatchObject({ code: 'meetingBegun' });
  });

  it('weighs the votes cast in the app and on paper by vote rights, closes the vote, keeps the result and adopts the plan', async () => {
    const { db } = testApp();
    const world = await votingWorld(testApp());
    const { olga, bram, cas, admin } = world.callers;
    await olga('POST', `${world.meetingUrl}/proxies`, {
      unitId: world.unit[0],
      holder: { ownerId: world.people.bram.id },
    });

    // In the app: Bram for his unit and, by proxy, Olga's; Olga for the fourth unit she owns with Cas.
    expect((await world.vote(bram, world.unit[1], 'for')).status).toBe(200);
    const byProxy = await world.vote(bram, world.unit[0], 'against');
    expect(byProxy.status).toBe(200);
    expect((byProxy.body as Ballot).items).toEqual([
      {
        itemId: world.decisionId,
        votes: [
          { unitId: world.unit[0], choice: 'against' },
          { unitId: world.unit[1], choice: 'for' },
        ],
      },
    ]);
    expect((await world.vote(olga, world.unit[0], 'for')).body).toMatchObject({ code: 'unitRepresented' });
    expect((await world.vote(olga, world.unit[3], 'for')).status).toBe(200);
    // Cas may not vote for the unit Olga voted for; a vote is secret to the other owners.
    expect((await world.vote(cas, world.unit[3], 'against')).body).toMatchObject({ code: 'unitVoted' });
    const casBallot = (await cas('GET', `${world.meetingUrl}/ballot`)).body as Ballot;
    expect(casBallot.items[0]?.votes).toEqual([{ unitId: world.unit[3], choice: 'for' }]);
    expect(casBallot.items[0]?.votes.some((vote) => vote.unitId === world.unit[1])).toBe(false);
    expect((await world.vote(cas, world.unit[2], 'for', world.discussionId)).body).toMatchObject({
      code: 'notADecision',
    });

    // The chair records paper votes only once the meeting has begun, and presence.
    const paper = `/api/app/office/agenda-items/${String(world.decisionId)}/votes`;
    expect(
      (await admin('POST', paper, { votes: [{ unitId: world.unit[2], choice: 'abstain' }] })).body,
    ).toMatchObject({ code: 'meetingNotBegun' });
    await world.begin();
    expect(
      (
        await admin('POST', paper, {
          votes: [
            { unitId: world.unit[2], choice: 'abstain' },
            { unitId: world.unit[1], choice: 'against' },
          ],
        })
      ).body,
    ).toMatchObject({ code: 'unitVoted' });
    const recorded = await admin('POST', paper, { votes: [{ unitId: world.unit[2], choice: 'abstain' }] });
    expect(recorded.status).toBe(200);
    const attendance = await admin('PUT', `/api/app/office/meetings/${String(world.meetingId)}/attendance`, {
      unitIds: [world.unit[1], world.unit[2]],
    });
    expect(attendance.status).toBe(200);
    const count = attendance.body as MeetingCount;
    expect(count.units.map((unit) => unit.present)).toEqual([false, true, true, false]);
    expect(count.items).toEqual([
      {
        itemId: world.decisionId,
        votes: expect.arrayContaining([{ unitId: world.unit[2], choice: 'abstain', paper: true }]) as unknown,
        // For: 2 + 4 = 6; against: 1; cast 7; 6 of 7 is at least two thirds; all ten votes present.
        tally: {
          for: 6,
          against: 1,
          abstained: 3,
          cast: 7,
          present: 10,
          total: 10,
          quorumNeeded: 5,
          outcome: 'adopted',
        },
        closed: false,
      },
    ]);

    const closed = await admin('POST', `/api/app/office/agenda-items/${String(world.decisionId)}/closure`);
    expect(closed.status).toBe(200);
    expect((closed.body as MeetingCount).items[0]?.closed).toBe(true);
    // The result is what the stored votes give again.
    const [item] = await db.select().from(agendaItems).where(eq(agendaItems.id, world.decisionId));
    const stored = await db.select().from(meetingVotes).where(eq(meetingVotes.itemId, world.decisionId));
    expect(item?.result).toMatchObject(
      tallyDecision({
        units: [1, 2, 3, 4].map((votes, index) => ({ unitId: world.unit[index] ?? 0, votes })),
        votes: stored,
        present: item?.presentUnitIds ?? [],
        rule: {
          majority: { atLeast: { numerator: 2, denominator: 3 } },
          quorum: { numerator: 1, denominator: 2 },
        },
      }),
    );
    // The plan's draft is adopted on the day of the vote.
    const adopted = await db
      .select({ adoptedOn: planVersions.adoptedOn })
      .from(planVersions)
      .where(and(eq(planVersions.complexId, world.complex.id), isNotNull(planVersions.adoptedOn)));
    expect(adopted).toEqual([{ adoptedOn: '2026-03-02' }]);

    // The decision list: the item with its meeting and result, for owners and administrators; a tenant has none.
    const decisions = await cas('GET', `/api/app/details/vve/${String(world.complex.id)}/decisions`);
    expect(decisions.body).toEqual([
      {
        meetingId: world.meetingId,
        meetingStartsAt: expect.any(String) as unknown,
        itemId: world.decisionId,
        number: 2,
        title: 'Vaststellen onderhoudsplan',
        adoptsPlan: true,
        result: { ...item?.result },
      },
    ]);
    expect(
      (await admin('GET', `/api/app/office/complexes/${String(world.complex.id)}/decisions`)).body,
    ).toEqual((decisions.body as Decision[]).map((decision) => ({ ...decision, workOrders: [] })));
    expect(
      (await world.callers.tenant('GET', `/api/app/details/vve/${String(world.complex.id)}/decisions`))
        .status,
    ).toBe(404);

    // Owners read the outcome; nobody votes on a closed item.
    const meeting = (await cas('GET', world.meetingUrl)).body as Meeting;
    expect(meeting.items[1]?.result).toMatchObject({ for: 6, against: 1, abstained: 3, outcome: 'adopted' });
    expect((await world.vote(cas, world.unit[2], 'for')).body).toMatchObject({ code: 'voteClosed' });
    expect(
      (await admin('POST', `/api/app/office/agenda-items/${String(world.decisionId)}/closure`)).body,
    ).toMatchObject({ code: 'voteClosed' });
  });

  it('gives a carried decision work orders in one step, and no other item', async () => {
    const { db } = testApp();
    const world = await votingWorld(testApp());
    const { admin } = world.callers;
    const supplier = await createSupplier(db);
    const order = {
      supplierId: supplier.id,
      priority: 'Normaal',
      repairType: 'Vervanging',
      planningDate: '2026-05-04',
      omschrijving: 'Dakbedekking vervangen volgens het besluit',
    };
    const giveWorkOrder = (itemId: number) =>
      admin('POST', `/api/app/office/agenda-items/${String(itemId)}/work-orders`, order);
    const count = async () => (await db.select().from(workOrders)).length;
    const before = await count();

    // Before the vote is closed, and an item for discussion: 409, nothing stored.
    expect((await giveWorkOrder(world.decisionId)).body).toMatchObject({
      statusCode: 409,
      code: 'decisionNotCarried',
    });
    expect((await giveWorkOrder(world.discussionId)).body).toMatchObject({ code: 'decisionNotCarried' });
    await world.begin();
    for (const unitId of world.unit) {
      expect((await world.vote(world.callers.cas, unitId, 'for')).status).toBeLessThan(500);
    }
    await admin('PUT', `/api/app/office/meetings/${String(world.meetingId)}/attendance`, {
      unitIds: [...world.unit],
    });
    await admin('POST', `/api/app/office/agenda-items/${String(world.decisionId)}/votes`, {
      votes: [
        { unitId: world.unit[0], choice: 'for' },
        { unitId: world.unit[1], choice: 'for' },
      ],
    });
    await admin('POST', `/api/app/office/agenda-items/${String(world.decisionId)}/closure`);
    expect(await count()).toBe(before);

    const created = await giveWorkOrder(world.decisionId);
    expect(created.status).toBe(200);
    const workOrder = created.body as OfficeWorkOrder;
    expect(workOrder).toMatchObject({
      omschrijving: 'Dakbedekking vervangen volgens het besluit',
      planningDate: '2026-05-04',
      supplier: { id: supplier.id },
    });
    const [stored] = await db.select().from(workOrders).where(eq(workOrders.id, workOrder.id));
    expect(stored).toMatchObject({
      complexId: world.complex.id,
      decisionItemId: world.decisionId,
      requestId: null,
    });
    const audit = await db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'work-order.created'), eq(auditEvents.entityId, workOrder.id)));
    expect(audit).toEqual([{ details: { decisionItemId: world.decisionId, supplierId: supplier.id } }]);
    const second = (await giveWorkOrder(world.decisionId)).body as OfficeWorkOrder;

    const decisions = (await admin('GET', `/api/app/office/complexes/${String(world.complex.id)}/decisions`))
      .body as OfficeDecision[];
    expect(decisions.map((decision) => decision.workOrders)).toEqual([
      [
        { id: workOrder.id, omschrijving: order.omschrijving },
        { id: second.id, omschrijving: order.omschrijving },
      ],
    ]);
    // Owners read the decision, not its work orders.
    const owners = await world.callers.olga(
      'GET',
      `/api/app/details/vve/${String(world.complex.id)}/decisions`,
    );
    expect((owners.body as Decision[])[0]).not.toHaveProperty('workOrders');
    // A supplier that does not exist: refused, nothing stored.
    expect(
      (
        await admin('POST', `/api/app/office/agenda-items/${String(world.decisionId)}/work-orders`, {
          ...order,
          supplierId: 999_999,
        })
      ).status,
    ).toBe(400);
    expect(await count()).toBe(before + 2);
  });

  it('counts one vote per unit when two arrive at once, and none before voting opens', async () => {
    const { db } = testApp();
    const world = await votingWorld(testApp());
    const { olga, cas } = world.callers;
    const answers = await Promise.all([
      world.vote(olga, world.unit[3], 'for'),
      world.vote(cas, world.unit[3], 'against'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({ code: 'unitVoted' });
    expect(await db.select().from(meetingVotes).where(eq(meetingVotes.unitId, world.unit[3]))).toHaveLength(
      1,
    );

    // Forty days before the meeting, voting has not opened.
    await db
      .update(meetings)
      .set({ startsAt: new Date(testApp().app.clock().getTime() + 40 * DAY) })
      .where(eq(meetings.id, world.meetingId));
    expect((await world.vote(olga, world.unit[0], 'for')).body).toMatchObject({
      code: 'votingNotOpen',
      params: { opensOn: '2026-03-12' },
    });
  });

  it('keeps minutes per item, sends their draft to the owners once, and marks them adopted at a later meeting', async () => {
    const { app, db } = testApp();
    const world = await votingWorld(testApp());
    const { admin, cas } = world.callers;
    const minutesOf = `/api/app/office/agenda-items/${String(world.decisionId)}/minutes`;
    const office = `/api/app/office/meetings/${String(world.meetingId)}`;
    const text = 'Het plan is besproken en aangenomen.';
    expect((await admin('PUT', minutesOf, { text })).body).toMatchObject({ code: 'meetingNotBegun' });
    await world.begin();
    const written = await admin('PUT', minutesOf, { text: `  ${text}  ` });
    expect(written.status).toBe(200);
    expect((written.body as Meeting).items[1]?.minutes).toBe(text);
    // Owners read nothing of the minutes until the draft is sent.
    expect(((await cas('GET', world.meetingUrl)).body as Meeting).items[1]?.minutes).toBe('');
    expect(
      (await admin('POST', `${office}/minutes-adoption`, { adoptedOn: '2026-03-02' })).body,
    ).toMatchObject({
      code: 'minutesNotSent',
    });

    const sent = await admin('POST', `${office}/minutes-draft`);
    expect((sent.body as Meeting).minutes).toEqual({ sentAt: app.clock().toISOString(), adoptedOn: null });
    expect((await admin('POST', `${office}/minutes-draft`)).body).toMatchObject({ code: 'minutesSent' });
    const read = (await cas('GET', world.meetingUrl)).body as Meeting;
    expect(read.items[1]?.minutes).toBe(text);
    await settleNotifications(app, db);
    expect(
      (await notificationsOf(cas)).filter((notification) => notification.facts.minutes === true),
    ).toHaveLength(1);

    // Adopted at a later meeting: not on the meeting's own day, nor in the future; then they stay as they are.
    for (const adoptedOn of ['2026-03-02', '2026-03-20']) {
      expect((await admin('POST', `${office}/minutes-adoption`, { adoptedOn })).body).toMatchObject({
        code: 'minutesAdoptedEarly',
      });
    }
    await db
      .update(meetings)
      .set({ startsAt: new Date('2026-02-10T18:00:00Z') })
      .where(eq(meetings.id, world.meetingId));
    const adopted = await admin('POST', `${office}/minutes-adoption`, { adoptedOn: '2026-03-02' });
    expect((adopted.body as Meeting).minutes.adoptedOn).toBe('2026-03-02');
    expect((await admin('PUT', minutesOf, { text: 'Anders' })).body).toMatchObject({
      code: 'minutesAdopted',
      params: { adoptedOn: '2026-03-02' },
    });
  });

  it("lets a unit's co-owners choose which of them casts its vote, who alone then votes and gives its proxy", async () => {
    const { db } = testApp();
    const world = await votingWorld(testApp());
    const { olga, bram, cas, admin } = world.callers;
    const voters = `${world.meetingUrl}/voters`;
    const fourth = (ballot: Ballot) => ballot.units.find((unit) => unit.unitId === world.unit[3]);

    // The fourth unit is Cas's and Olga's: both see its owners, and no one chosen yet.
    const before = (await olga('GET', `${world.meetingUrl}/ballot`)).body as Ballot;
    expect(fourth(before)).toMatchObject({
      owners: [
        { id: world.people.cas.id, name: 'Cas Hoek' },
        { id: world.people.olga.id, name: 'Olga Eigenaar' },
      ],
      voter: null,
    });

    // Refused, and nothing changes: a voter who does not own the unit, a unit that is not yours.
    expect(
      (await olga('PUT', voters, { unitId: world.unit[3], ownerId: world.people.bram.id })).body,
    ).toMatchObject({ code: 'voterNotOwner' });
    expect(
      (await bram('PUT', voters, { unitId: world.unit[3], ownerId: world.people.bram.id })).body,
    ).toMatchObject({ code: 'unitNotYours' });
    expect((await world.callers.tenant('PUT', voters, { unitId: world.unit[3], ownerId: null })).status).toBe(
      404,
    );

    // Olga chooses Cas: Cas reads it as his, Olga as Cas's, and the chair sees it.
    const chosen = await olga('PUT', voters, { unitId: world.unit[3], ownerId: world.people.cas.id });
    expect(chosen.status).toBe(200);
    expect(fourth(chosen.body as Ballot)?.voter).toEqual({
      id: world.people.cas.id,
      name: 'Cas Hoek',
      you: false,
    });
    const casBallot = (await cas('GET', `${world.meetingUrl}/ballot`)).body as Ballot;
    expect(fourth(casBallot)?.voter).toMatchObject({ you: true });
    const count = (await admin('GET', world.countUrl)).body as MeetingCount;
    expect(count.units.map((unit) => unit.voter)).toEqual([null, null, null, 'Cas Hoek']);

    // Now Olga neither gives the unit's proxy nor votes for it; her own unit is hers alone to act for.
    expect(
      (
        await olga('POST', `${world.meetingUrl}/proxies`, {
          unitId: world.unit[3],
          holder: { name: 'Piet Jansen' },
        })
      ).body,
    ).toMatchObject({ code: 'coOwnerVotes', params: { name: 'Cas Hoek' } });
    expect((await world.vote(olga, world.unit[3], 'for')).body).toMatchObject({ code: 'coOwnerVotes' });
    expect((await world.vote(olga, world.unit[0], 'for')).status).toBe(200);

    // Cas gives the proxy; Olga may not withdraw it, Cas may.
    const given = await cas('POST', `${world.meetingUrl}/proxies`, {
      unitId: world.unit[3],
      holder: { name: 'Piet Jansen' },
    });
    const proxyId = fourth(given.body as Ballot)?.proxy?.id;
    expect((await olga('DELETE', `/api/app/meeting-proxies/${String(proxyId)}`)).body).toMatchObject({
      code: 'coOwnerVotes',
    });
    expect((await cas('DELETE', `/api/app/meeting-proxies/${String(proxyId)}`)).status).toBe(200);
    expect((await world.vote(cas, world.unit[3], 'against')).status).toBe(200);

    // The choice is the unit's: it holds for the next meeting, and choosing none frees the unit again.
    const [stored] = await db
      .select({ userId: unitOwners.userId })
      .from(unitOwners)
      .where(and(eq(unitOwners.unitId, world.unit[3]), eq(unitOwners.castsVote, true)));
    expect(stored?.userId).toBe(world.people.cas.id);
    const freed = await cas('PUT', voters, { unitId: world.unit[3], ownerId: null });
    expect(fourth(freed.body as Ballot)?.voter).toBeNull();
    expect(
      (await db.select().from(unitOwners).where(eq(unitOwners.castsVote, true))).map((row) => row.unitId),
    ).not.toContain(world.unit[3]);
  });

  it('shows a ballot to owners of the complex only, and a count to administrators only', async () => {
    const world = await votingWorld(testApp());
    const { tenant, stranger, olga } = world.callers;
    for (const caller of [tenant, stranger]) {
      expect((await caller('GET', `${world.meetingUrl}/ballot`)).status).toBe(404);
      expect((await world.vote(caller, world.unit[0], 'for')).status).toBe(404);
    }
    expect((await olga('GET', world.countUrl)).status).toBe(404);
    expect((await world.callers.admin('GET', world.countUrl)).status).toBe(200);
  });
});
