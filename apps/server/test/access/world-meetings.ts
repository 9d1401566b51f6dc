import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AgendaItemKind } from '@vve/contract/calls/meetings';
import type { Database } from '../../src/db/database';
import { unitOwners, units } from '../../src/db/schema/complexes';
import { agendaItems, meetingProxies, meetingVotes, meetings } from '../../src/db/schema/meetings';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A meeting being prepared, with a place and one agenda item (see `World.freshMeeting`). */
export interface FreshMeeting {
  meetingId: number;
  itemId: number;
}

/**
 * A meeting of a complex with a place and one agenda item (for discussion unless said otherwise); convened at
 * `convokedAt` unless that is null.
 */
export const prepareMeeting = async (
  db: Database,
  complexId: number,
  convokedAt: Date | null,
  {
    startsAt = new Date('2026-06-01T17:30:00Z'),
    kind = 'discussion',
  }: { startsAt?: Date; kind?: AgendaItemKind } = {},
): Promise<FreshMeeting> => {
  const [meeting] = await db
    .insert(meetings)
    .values({ complexId, startsAt, place: 'Buurthuis De Ark', convokedAt })
    .returning({ id: meetings.id });
  if (!meeting) throw new Error('meeting not created');
  const [item] = await db
    .insert(agendaItems)
    .values({
      meetingId: meeting.id,
      position: 1,
      title: 'Jaarrekening',
      explanation: '',
      kind,
      adoptsPlan: false,
    })
    .returning({ id: agendaItems.id });
  if (!item) throw new Error('agenda item not created');
  return { meetingId: meeting.id, itemId: item.id };
};

/**
 * What a ballot is made for: giving a proxy (none given yet), withdrawing one (given to a named person), voting in
 * the app (voting open, the unit has not voted), recording paper votes (the meeting has begun, the unit has not
 * voted), closing the vote (begun, open), sending the draft minutes (begun, not sent) or adopting them (a meeting
 * of 10 February 2026 whose draft minutes were sent, not adopted), or giving a carried decision a work order (begun,
 * its vote closed and carried; it serves again and again).
 */
export type BallotPurpose =
  'proxy' | 'withdraw' | 'vote' | 'paper' | 'close' | 'draft' | 'minutes' | 'carried';

/** The day of the meeting whose minutes a 'minutes' ballot adopts (before the test clock's 2 March 2026). */
const MINUTES_MEETING = new Date('2026-02-10T18:00:00Z');

/** A convened meeting with an open decision item, the side owner's unit and, for 'withdraw', its proxy. */
export interface FreshBallot extends FreshMeeting {
  unitId: number;
  /** The unit's proxy, for 'withdraw'; null for the other purposes. */
  proxyId: number | null;
}

/**
 * The world's `freshBallot` (for a side that is there): a ballot of a side's complex for a purpose, the one made before while it still serves
 * that purpose, else a new one. Each side has one per purpose from the start, so that the first call that takes
 * one stores nothing else (the mass-assignment check).
 */
export const ballotSpares = async (
  db: Database,
  now: () => Date,
  sides: readonly { complexId: number }[],
) => {
  const make = async (complexId: number, purpose: BallotPurpose): Promise<FreshBallot> => {
    const begun = purpose === 'paper' || purpose === 'close' || purpose === 'draft' || purpose === 'carried';
    const at = now().getTime();
    const minutes = purpose === 'minutes';
    const { meetingId, itemId } = await prepareMeeting(
      db,
      complexId,
      new Date((minutes ? MINUTES_MEETING.getTime() : at) - 7 * DAY),
      {
        startsAt: minutes ? MINUTES_MEETING : new Date(begun ? at - HOUR : at + 10 * DAY),
        kind: 'decision',
      },
    );
    if (minutes) {
      await db.update(meetings).set({ minutesSentAt: MINUTES_MEETING }).where(eq(meetings.id, meetingId));
    }
    if (purpose === 'carried') {
      const carried = { for: 1, against: 0, abstained: 0, cast: 1, present: 1, total: 1, quorumNeeded: null };
      await db
        .update(agendaItems)
        .set({ result: { ...carried, outcome: 'adopted', closedAt: new Date(at).toISOString() } })
        .where(eq(agendaItems.id, itemId));
    }
    // The complex's first unit is the side owner's.
    const [owned] = await db
      .select({ unitId: unitOwners.unitId, userId: unitOwners.userId })
      .from(unitOwners)
      .innerJoin(units, eq(units.id, unitOwners.unitId))
      .where(eq(units.complexId, complexId))
      .orderBy(asc(units.id))
      .limit(1);
    if (!owned) throw new Error('the side has no owner');
    if (purpose !== 'withdraw') return { meetingId, itemId, unitId: owned.unitId, proxyId: null };
    const [proxy] = await db
      .insert(meetingProxies)
      .values({
        meetingId,
        unitId: owned.unitId,
        givenBy: owned.userId,
        holderName: 'Piet Jansen',
        givenAt: new Date(at),
      })
      .returning({ id: meetingProxies.id });
    if (!proxy) throw new Error('proxy not given');
    return { meetingId, itemId, unitId: owned.unitId, proxyId: proxy.id };
  };
  const serves = async (ballot: FreshBallot, purpose: BallotPurpose) => {
    if (purpose === 'carried') return true;
    if (purpose === 'withdraw' || purpose === 'proxy') {
      const given = await db
        .select({ id: meetingProxies.id })
        .from(meetingProxies)
        .where(eq(meetingProxies.meetingId, ballot.meetingId));
      return purpose === 'withdraw' ? given.length > 0 : given.length === 0;
    }
    if (purpose === 'draft' || purpose === 'minutes') {
      const [meeting] = await db.select().from(meetings).where(eq(meetings.id, ballot.meetingId));
      return purpose === 'draft' ? meeting?.minutesSentAt === null : meeting?.minutesAdoptedOn === null;
    }
    if (purpose === 'close') {
      const open = await db
        .select({ id: agendaItems.id })
        .from(agendaItems)
        .where(and(eq(agendaItems.id, ballot.itemId), isNull(agendaItems.result)));
      return open.length > 0;
    }
    const cast = await db.select().from(meetingVotes).where(eq(meetingVotes.itemId, ballot.itemId));
    return cast.length === 0;
  };
  const spares = new Map<string, FreshBallot>();
  const purposes: BallotPurpose[] = [
    'proxy',
    'withdraw',
    'vote',
    'paper',
    'close',
    'draft',
    'minutes',
    'carried',
  ];
  for (const side of sides) {
    for (const purpose of purposes)
      spares.set(`${side.complexId}/${purpose}`, await make(side.complexId, purpose));
  }
  return async (side: { complexId: number }, purpose: BallotPurpose): Promise<FreshBallot> => {
    const key = `${String(side.complexId)}/${purpose}`;
    const spare = spares.get(key);
    if (spare && (await serves(spare, purpose))) return spare;
    const made = await make(side.complexId, purpose);
    spares.set(key, made);
    return made;
  };
};
