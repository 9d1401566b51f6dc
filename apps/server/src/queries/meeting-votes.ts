import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { tallyDecision, type DecisionRule, type Tally } from '@vve/contract/rules/meeting-votes';
import type { Database } from '../db/database';
import { users } from '../db/schema/accounts';
import { workOrders } from '../db/schema/work-orders';
import { unitOwners, units } from '../db/schema/complexes';
import {
  agendaItems,
  meetingAttendance,
  meetingProxies,
  meetingVotes,
  meetings,
} from '../db/schema/meetings';

type AgendaItemRow = typeof agendaItems.$inferSelect;

/** A share from its columns, or null when they are empty. */
const share = (numerator: number | null, denominator: number | null) =>
  numerator === null || denominator === null ? null : { numerator, denominator };

/** A decision item's rule from its columns (no majority share: an absolute majority); null for a discussion. */
export const ruleOf = (item: AgendaItemRow): DecisionRule | null => {
  if (item.kind !== 'decision') return null;
  const majority = share(item.majorityNumerator, item.majorityDenominator);
  return {
    majority: majority === null ? 'absolute' : { atLeast: majority },
    quorum: share(item.quorumNumerator, item.quorumDenominator),
  };
};

/**
 * A complex's units with their vote rights, by index number, each with its active owners by name (castsVote: the
 * one its owners chose to cast its vote).
 */
export const findVotingUnits = async (db: Database, complexId: number) => {
  const [rows, owners] = await Promise.all([
    db
      .select({ unitId: units.id, adres: units.adres, indexNr: units.indexNr, votes: units.votes })
      .from(units)
      .where(eq(units.complexId, complexId))
      .orderBy(asc(units.indexNr)),
    db
      .select({
        unitId: unitOwners.unitId,
        userId: users.id,
        name: users.name,
        castsVote: unitOwners.castsVote,
      })
      .from(unitOwners)
      .innerJoin(units, eq(units.id, unitOwners.unitId))
      .innerJoin(users, eq(users.id, unitOwners.userId))
      .where(and(eq(units.complexId, complexId), isNull(users.deactivatedAt)))
      .orderBy(asc(users.name)),
  ]);
  return rows.map((unit) => ({ ...unit, owners: owners.filter((owner) => owner.unitId === unit.unitId) }));
};

export type VotingUnit = Awaited<ReturnType<typeof findVotingUnits>>[number];

/** The owner a unit's owners chose to cast its vote, or undefined while they chose none. */
export const voterOf = (unit: VotingUnit) => unit.owners.find((owner) => owner.castsVote);

/** A meeting's proxies, each with the name of who holds it (an owner's name, or the person named). */
export const findProxies = (db: Database, meetingId: number) =>
  db
    .select({
      id: meetingProxies.id,
      unitId: meetingProxies.unitId,
      givenBy: meetingProxies.givenBy,
      holderId: meetingProxies.holderId,
      holderName: sql<string>`coalesce(${users.name}, ${meetingProxies.holderName})`,
    })
    .from(meetingProxies)
    .leftJoin(users, eq(users.id, meetingProxies.holderId))
    .where(eq(meetingProxies.meetingId, meetingId));

/** The units the chair recorded as present or represented at a meeting. */
export const findAttendance = async (db: Database, meetingId: number) =>
  (
    await db
      .select({ unitId: meetingAttendance.unitId })
      .from(meetingAttendance)
      .where(eq(meetingAttendance.meetingId, meetingId))
  ).map((row) => row.unitId);

/** The votes cast on the items of a meeting, by item and unit. */
export const findMeetingVotes = (db: Database, meetingId: number) =>
  db
    .select({
      itemId: meetingVotes.itemId,
      unitId: meetingVotes.unitId,
      choice: meetingVotes.choice,
      paper: meetingVotes.paper,
    })
    .from(meetingVotes)
    .innerJoin(agendaItems, eq(agendaItems.id, meetingVotes.itemId))
    .where(eq(agendaItems.meetingId, meetingId))
    .orderBy(asc(meetingVotes.itemId), asc(meetingVotes.unitId));

/** The decision items of a meeting in their order. */
export const findDecisionItems = (db: Database, meetingId: number) =>
  db
    .select()
    .from(agendaItems)
    .where(and(eq(agendaItems.meetingId, meetingId), eq(agendaItems.kind, 'decision')))
    .orderBy(asc(agendaItems.position));

/** Which of `unitIds` are a complex's units. */
export const findComplexUnitIds = async (db: Database, complexId: number, unitIds: readonly number[]) =>
  unitIds.length === 0
    ? []
    : (
        await db
          .select({ id: units.id })
          .from(units)
          .where(and(eq(units.complexId, complexId), inArray(units.id, [...unitIds])))
      ).map((row) => row.id);

/**
 * A decision item's tally (contract/rules/meeting-votes) from the complex's units with their vote rights, the
 * meeting's votes (those of the item count) and the units present or represented.
 */
export const tallyOf = (
  item: AgendaItemRow,
  votingUnits: readonly { unitId: number; votes: number }[],
  votes: readonly { itemId: number; unitId: number; choice: 'for' | 'against' | 'abstain' }[],
  present: readonly number[],
): Tally => {
  const rule = ruleOf(item);
  if (rule === null) throw new Error(`agenda item ${String(item.id)} is not for a decision`);
  return tallyDecision({
    units: votingUnits.map(({ unitId, votes: rights }) => ({ unitId, votes: rights })),
    votes: votes.filter((vote) => vote.itemId === item.id),
    present,
    rule,
  });
};

/** The closed decision items of a complex's meetings with their meeting's moment, the latest closed first. */
export const findDecisions = (db: Database, complexId: number) =>
  db
    .select({ item: agendaItems, meetingStartsAt: meetings.startsAt })
    .from(agendaItems)
    .innerJoin(meetings, eq(meetings.id, agendaItems.meetingId))
    .where(and(eq(meetings.complexId, complexId), isNotNull(agendaItems.result)))
    .orderBy(desc(meetings.startsAt), asc(agendaItems.position));

/** The work orders that carry out the decision items, oldest first. */
export const findDecisionWorkOrders = (db: Database, itemIds: readonly number[]) =>
  db
    .select({ itemId: workOrders.decisionItemId, id: workOrders.id, omschrijving: workOrders.omschrijving })
    .from(workOrders)
    .where(inArray(workOrders.decisionItemId, [...itemIds]))
    .orderBy(asc(workOrders.id));
