import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ProxyHolder, VoteChoice } from '@vve/contract/calls/meeting-votes';
import { electronicVotingOpens, proxyRefusal } from '@vve/contract/rules/meeting-votes';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import {
  agendaItems,
  meetingAttendance,
  meetingProxies,
  meetingVotes,
  meetings,
} from '../db/schema/meetings';
import { isoDay } from '../lib/clock';
import { found, refusal } from '../lib/http-error';
import {
  findAttendance,
  findComplexUnitIds,
  findMeetingVotes,
  findProxies,
  findVotingUnits,
  tallyOf,
  voterOf,
  type VotingUnit,
} from '../queries/meeting-votes';
import { lockHolderOf } from './lock-complex';
import { adoptDraft } from './maintenance-plan';

interface Change {
  userId: number;
  at: Date;
}

/** Locks a meeting its owners were convened to, and its complex in use; 404 when there is none, else 409. */
export const lockConvenedMeeting = async (tx: Database, meetingId: number) => {
  await lockHolderOf(tx, 'meeting', meetingId);
  const meeting = found(await tx.select().from(meetings).where(eq(meetings.id, meetingId)), 'Meeting');
  if (meeting.convokedAt === null) throw refusal('meetingNotConvened');
  return { meeting, convokedAt: meeting.convokedAt };
};

/** The meeting an agenda item is on; 404 when there is no such item. */
export const meetingOfItem = async (tx: Database, itemId: number) =>
  found(
    await tx.select({ meetingId: agendaItems.meetingId }).from(agendaItems).where(eq(agendaItems.id, itemId)),
    'Agenda item',
  ).meetingId;

/**
 * Locks a decision item whose vote is open, with its convened meeting (every vote on a meeting waits for the one
 * before it); 404 when there is no such item, 409 when it is for discussion or its vote is closed.
 */
const lockOpenDecision = async (tx: Database, itemId: number) => {
  const locked = await lockConvenedMeeting(tx, await meetingOfItem(tx, itemId));
  const item = found(await tx.select().from(agendaItems).where(eq(agendaItems.id, itemId)), 'Agenda item');
  if (item.kind !== 'decision') throw refusal('notADecision');
  if (item.result !== null) throw refusal('voteClosed');
  return { ...locked, item };
};

/** 409 unless the meeting has begun: the chair records and closes votes (and the minutes) at the meeting. */
export const assertBegun = (meeting: { startsAt: Date }, at: Date) => {
  if (meeting.startsAt > at) throw refusal('meetingNotBegun');
};

/**
 * 409 unless the owner may act for the unit: when its owners chose one of them to cast its vote, that one alone
 * votes for it and gives or withdraws its proxy.
 */
const assertActsFor = (unit: VotingUnit, userId: number) => {
  const voter = voterOf(unit);
  if (voter && voter.userId !== userId) throw refusal('coOwnerVotes', { name: voter.name });
};

/** The same person named twice: alike without regard to case and spacing. */
const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * An owner authorises another owner of the complex, or a person they name, to act and vote for one of their units
 * at a meeting that has not begun; within the meeting's limit of proxies per person.
 */
export const giveProxy = (
  db: Database,
  proxy: Change & { meetingId: number; unitId: number; holder: z.output<typeof ProxyHolder> },
) =>
  db.transaction(async (tx) => {
    const { meeting } = await lockConvenedMeeting(tx, proxy.meetingId);
    if (meeting.startsAt <= proxy.at) throw refusal('meetingBegun');
    const votingUnits = await findVotingUnits(tx, meeting.complexId);
    const unit = votingUnits.find((candidate) => candidate.unitId === proxy.unitId);
    const ownsUnit = (userId: number) => unit?.owners.some((owner) => owner.userId === userId) ?? false;
    if (!unit || !ownsUnit(proxy.userId)) throw refusal('unitNotYours');
    assertActsFor(unit, proxy.userId);
    const holderId = 'ownerId' in proxy.holder ? proxy.holder.ownerId : null;
    const holderName = 'name' in proxy.holder ? proxy.holder.name : null;
    if (holderId !== null && ownsUnit(holderId)) throw refusal('proxyToSelf');
    if (
      holderId !== null &&
      !votingUnits.some((other) => other.owners.some((owner) => owner.userId === holderId))
    )
      throw refusal('proxyHolderNotOwner');
    const proxies = await findProxies(tx, meeting.id);
    if (proxies.some((given) => given.unitId === proxy.unitId)) throw refusal('proxyGiven');
    const held = proxies.filter((given) =>
      holderId === null
        ? given.holderId === null && holderName !== null && sameName(given.holderName, holderName)
        : given.holderId === holderId,
    ).length;
    const refused = proxyRefusal({
      grantorId: proxy.userId,
      holderId,
      held,
      limit: meeting.proxiesPerPerson,
    });
    if (refused === 'toSelf') throw refusal('proxyToSelf');
    if (refused === 'tooMany') throw refusal('proxyLimit', { max: meeting.proxiesPerPerson });
    await tx.insert(meetingProxies).values({
      meetingId: meeting.id,
      unitId: proxy.unitId,
      givenBy: proxy.userId,
      holderId,
      holderName,
      givenAt: proxy.at,
    });
    await recordAudit(tx, {
      userId: proxy.userId,
      action: 'meeting.proxy-given',
      entityId: meeting.id,
      at: proxy.at,
      details: { unitId: proxy.unitId, holderId },
    });
  });

/** Withdraws a proxy before its meeting begins; answers the meeting's id. */
export const withdrawProxy = (db: Database, withdrawal: Change & { proxyId: number }) =>
  db.transaction(async (tx) => {
    const given = found(
      await tx.select().from(meetingProxies).where(eq(meetingProxies.id, withdrawal.proxyId)),
      'Proxy',
    );
    const { meeting } = await lockConvenedMeeting(tx, given.meetingId);
    if (meeting.startsAt <= withdrawal.at) throw refusal('meetingBegun');
    const unit = (await findVotingUnits(tx, meeting.complexId)).find(
      (candidate) => candidate.unitId === given.unitId,
    );
    if (unit) assertActsFor(unit, withdrawal.userId);
    await tx.delete(meetingProxies).where(eq(meetingProxies.id, given.id));
    await recordAudit(tx, {
      userId: withdrawal.userId,
      action: 'meeting.proxy-withdrawn',
      entityId: meeting.id,
      at: withdrawal.at,
      details: { unitId: given.unitId },
    });
    return meeting.id;
  });

/** Stores units' votes on an item, all or none: 409 when one of the units has voted on it already. */
const storeVotes = async (
  tx: Database,
  itemId: number,
  votes: readonly { unitId: number; choice: VoteChoice }[],
  cast: Change & { paper: boolean },
) => {
  const stored = await tx
    .insert(meetingVotes)
    .values(
      votes.map((vote) => ({ itemId, ...vote, paper: cast.paper, castBy: cast.userId, castAt: cast.at })),
    )
    .onConflictDoNothing()
    .returning({ unitId: meetingVotes.unitId });
  if (stored.length < votes.length) throw refusal('unitVoted');
};

/**
 * An owner votes in the app for their unit, or for the unit whose proxy they hold, on an open decision item: from
 * the day voting opens (the convocation's, at most 30 days before the meeting) until the chair closes it. A unit
 * votes once; answers the meeting's id.
 */
export const castVote = (
  db: Database,
  vote: Change & { itemId: number; unitId: number; choice: VoteChoice },
) =>
  db.transaction(async (tx) => {
    const { meeting, convokedAt } = await lockOpenDecision(tx, vote.itemId);
    const opensOn = electronicVotingOpens(isoDay(convokedAt), isoDay(meeting.startsAt));
    if (isoDay(vote.at) < opensOn) throw refusal('votingNotOpen', { opensOn });
    const [votingUnits, proxies] = await Promise.all([
      findVotingUnits(tx, meeting.complexId),
      findProxies(tx, meeting.id),
    ]);
    const unit = votingUnits.find((candidate) => candidate.unitId === vote.unitId);
    const proxy = proxies.find((given) => given.unitId === vote.unitId);
    const owns = unit?.owners.some((owner) => owner.userId === vote.userId) ?? false;
    const holds = proxy?.holderId === vote.userId;
    if (!unit || !(owns || holds)) throw refusal('unitNotYours');
    if (proxy && !holds) throw refusal('unitRepresented');
    if (!holds) assertActsFor(unit, vote.userId);
    await storeVotes(tx, vote.itemId, [vote], { ...vote, paper: false });
    await recordAudit(tx, {
      userId: vote.userId,
      action: 'meeting.vote-cast',
      entityId: vote.itemId,
      at: vote.at,
      details: { unitId: vote.unitId, proxy: holds },
    });
    return meeting.id;
  });

/** 400 unless every one of `unitIds` is a unit of the complex. */
const assertComplexUnits = async (tx: Database, complexId: number, unitIds: readonly number[]) => {
  if ((await findComplexUnitIds(tx, complexId, unitIds)).length < unitIds.length) {
    throw refusal('unitNotOfComplex');
  }
};

/** The chair records which units are present or represented at a convened meeting (the whole list). */
export const recordAttendance = (
  db: Database,
  attendance: Change & { meetingId: number; unitIds: number[] },
) =>
  db.transaction(async (tx) => {
    const { meeting } = await lockConvenedMeeting(tx, attendance.meetingId);
    await assertComplexUnits(tx, meeting.complexId, attendance.unitIds);
    await tx.delete(meetingAttendance).where(eq(meetingAttendance.meetingId, meeting.id));
    if (attendance.unitIds.length > 0) {
      await tx
        .insert(meetingAttendance)
        .values(attendance.unitIds.map((unitId) => ({ meetingId: meeting.id, unitId })));
    }
    await recordAudit(tx, {
      userId: attendance.userId,
      action: 'meeting.attendance-recorded',
      entityId: meeting.id,
      at: attendance.at,
      details: { units: attendance.unitIds.length },
    });
  });

/**
 * The chair records the paper votes of those present on an open decision item of a meeting that has begun, all
 * or none; answers the meeting's id.
 */
export const recordPaperVotes = (
  db: Database,
  paper: Change & { itemId: number; votes: { unitId: number; choice: VoteChoice }[] },
) =>
  db.transaction(async (tx) => {
    const { meeting } = await lockOpenDecision(tx, paper.itemId);
    assertBegun(meeting, paper.at);
    await assertComplexUnits(
      tx,
      meeting.complexId,
      paper.votes.map((vote) => vote.unitId),
    );
    await storeVotes(tx, paper.itemId, paper.votes, { ...paper, paper: true });
    await recordAudit(tx, {
      userId: paper.userId,
      action: 'meeting.paper-votes-recorded',
      entityId: paper.itemId,
      at: paper.at,
      details: { votes: paper.votes.length },
    });
    return meeting.id;
  });

/**
 * The chair closes the vote on a decision item of a meeting that has begun: its tally (from the votes, the units'
 * vote rights and those present) is kept as its result with the units present, and when it adopts the maintenance
 * plan's draft and the vote carries it, the draft is adopted on this day, all at once. Answers the meeting's id.
 */
export const closeVote = (db: Database, closure: Change & { itemId: number }) =>
  db.transaction(async (tx) => {
    const { meeting, item } = await lockOpenDecision(tx, closure.itemId);
    assertBegun(meeting, closure.at);
    const [votingUnits, votes, present] = await Promise.all([
      findVotingUnits(tx, meeting.complexId),
      findMeetingVotes(tx, meeting.id),
      findAttendance(tx, meeting.id),
    ]);
    const tally = tallyOf(item, votingUnits, votes, present);
    await tx
      .update(agendaItems)
      .set({ result: { ...tally, closedAt: closure.at.toISOString() }, presentUnitIds: present })
      .where(eq(agendaItems.id, item.id));
    await recordAudit(tx, {
      userId: closure.userId,
      action: 'meeting.vote-closed',
      entityId: item.id,
      at: closure.at,
      details: { outcome: tally.outcome, for: tally.for, against: tally.against },
    });
    if (item.adoptsPlan && tally.outcome === 'adopted') {
      await adoptDraft(tx, { ...closure, complexId: meeting.complexId, adoptedOn: isoDay(closure.at) });
    }
    return meeting.id;
  });
