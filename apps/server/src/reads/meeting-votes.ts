import {
  Tally,
  type Ballot,
  type Decision,
  type MeetingCount,
  type OfficeDecision,
} from '@vve/contract/calls/meeting-votes';
import { electronicVotingOpens } from '@vve/contract/rules/meeting-votes';
import type { Database } from '../db/database';
import { isoDay } from '../lib/clock';
import {
  findAttendance,
  findDecisions,
  findDecisionWorkOrders,
  findDecisionItems,
  findMeetingVotes,
  findProxies,
  findVotingUnits,
  tallyOf,
  voterOf,
} from '../queries/meeting-votes';
import { findMeetingWithComplex } from '../queries/meetings';

/**
 * An owner's ballot for a convened meeting: the units they own and those whose proxy they hold, the proxies, the
 * other owners who may hold one, and per decision item the votes of these units only (a vote is secret to the
 * other owners).
 */
export const readBallot = async (
  db: Database,
  userId: number,
  meetingId: number,
  at: Date,
): Promise<Ballot> => {
  const { meeting } = await findMeetingWithComplex(db, meetingId);
  const [votingUnits, proxies, votes, items] = await Promise.all([
    findVotingUnits(db, meeting.complexId),
    findProxies(db, meetingId),
    findMeetingVotes(db, meetingId),
    findDecisionItems(db, meetingId),
  ]);
  const proxyOf = new Map(proxies.map((proxy) => [proxy.unitId, proxy]));
  const ballotUnits = votingUnits.flatMap((unit) => {
    const own = unit.owners.some((owner) => owner.userId === userId);
    const proxy = proxyOf.get(unit.unitId);
    if (!own && proxy?.holderId !== userId) return [];
    const voter = voterOf(unit);
    return [
      {
        unitId: unit.unitId,
        adres: unit.adres,
        indexNr: unit.indexNr,
        votes: unit.votes,
        own,
        owners: own ? unit.owners.map((owner) => ({ id: owner.userId, name: owner.name })) : [],
        voter: own && voter ? { id: voter.userId, name: voter.name, you: voter.userId === userId } : null,
        proxy: proxy
          ? { id: proxy.id, holderName: proxy.holderName, heldByYou: proxy.holderId === userId }
          : null,
      },
    ];
  });
  const ballotUnitIds = new Set(ballotUnits.map((unit) => unit.unitId));
  const holders = new Map(
    votingUnits.flatMap((unit) => unit.owners).map((owner) => [owner.userId, owner.name] as const),
  );
  holders.delete(userId);
  return {
    meetingId,
    votingOpensOn: electronicVotingOpens(isoDay(meeting.convokedAt ?? at), isoDay(meeting.startsAt)),
    begun: meeting.startsAt <= at,
    proxiesPerPerson: meeting.proxiesPerPerson,
    units: ballotUnits,
    proxyHolders: [...holders]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'nl') || a.id - b.id),
    items: items.map((item) => ({
      itemId: item.id,
      votes: votes
        .filter((vote) => vote.itemId === item.id && ballotUnitIds.has(vote.unitId))
        .map(({ unitId, choice }) => ({ unitId, choice })),
    })),
  };
};

/**
 * The chair's count of a meeting: every unit with its vote rights, owners, proxy and presence, and per decision
 * item every unit's vote and the tally (the kept result once its vote is closed, else the tally so far).
 */
export const readMeetingCount = async (db: Database, meetingId: number): Promise<MeetingCount> => {
  const { meeting } = await findMeetingWithComplex(db, meetingId);
  const [votingUnits, proxies, votes, items, present] = await Promise.all([
    findVotingUnits(db, meeting.complexId),
    findProxies(db, meetingId),
    findMeetingVotes(db, meetingId),
    findDecisionItems(db, meetingId),
    findAttendance(db, meetingId),
  ]);
  const presentUnits = new Set(present);
  const holderOf = new Map(proxies.map((proxy) => [proxy.unitId, proxy.holderName]));
  return {
    meetingId,
    units: votingUnits.map((unit) => ({
      unitId: unit.unitId,
      adres: unit.adres,
      indexNr: unit.indexNr,
      votes: unit.votes,
      owners: unit.owners.map((owner) => owner.name),
      voter: voterOf(unit)?.name ?? null,
      proxyHolder: holderOf.get(unit.unitId) ?? null,
      present: presentUnits.has(unit.unitId),
    })),
    items: items.map((item) => ({
      itemId: item.id,
      votes: votes
        .filter((vote) => vote.itemId === item.id)
        .map(({ unitId, choice, paper }) => ({ unitId, choice, paper })),
      tally: item.result ? Tally.parse(item.result) : tallyOf(item, votingUnits, votes, present),
      closed: item.result !== null,
    })),
  };
};

/** A complex's decision list: its meetings' closed decision items, the latest meeting first, in agenda order. */
export const readDecisions = async (db: Database, complexId: number): Promise<Decision[]> =>
  (await findDecisions(db, complexId)).flatMap(({ item, meetingStartsAt }) =>
    item.result === null
      ? []
      : [
          {
            meetingId: item.meetingId,
            meetingStartsAt: meetingStartsAt.toISOString(),
            itemId: item.id,
            number: item.position,
            title: item.title,
            adoptsPlan: item.adoptsPlan,
            result: item.result,
          },
        ],
  );

/** A complex's decision list for the back office: each decision with the work orders that carry it out. */
export const readOfficeDecisions = async (db: Database, complexId: number): Promise<OfficeDecision[]> => {
  const decisions = await readDecisions(db, complexId);
  const orders = await findDecisionWorkOrders(
    db,
    decisions.map((decision) => decision.itemId),
  );
  return decisions.map((decision) => ({
    ...decision,
    workOrders: orders
      .filter((order) => order.itemId === decision.itemId)
      .map(({ id, omschrijving }) => ({ id, omschrijving })),
  }));
};
