import { z } from 'zod';
import { defineCall } from '../define-call';
import { Id, IsoDate, IsoDateTime, Name } from '../primitives';
import { OfficeWorkOrder, WorkOrderCreate } from './office';
import { IdParams, VveParams } from './params';

/** How many proxies one person may hold for a meeting at most, when the administrator sets it. */
export const MAX_PROXIES_PER_PERSON = 100;

/** A unit's vote on a decision item (contract/rules/meeting-votes): for, against, or an abstention. */
export const VoteChoice = z.enum(['for', 'against', 'abstain']);
export type VoteChoice = z.infer<typeof VoteChoice>;

/** Who holds a proxy: another owner of the complex (by their account), or a person named in full. */
export const ProxyHolder = z.union([
  z.strictObject({ ownerId: Id }),
  z.strictObject({ name: Name.trim().min(1, 'A proxy names the person who holds it.') }),
]);

/** An owner authorises someone to act and vote for one of their units at a meeting. */
export const ProxyPayload = z.strictObject({ unitId: Id, holder: ProxyHolder });
export type ProxyPayload = z.input<typeof ProxyPayload>;

/**
 * Which of a unit's owners casts its vote (ownerId), or none chosen (null: any of them may). The choice is the
 * unit's: it holds for later meetings until its owners change it.
 */
export const UnitVoterPayload = z.strictObject({ unitId: Id, ownerId: Id.nullable() });
export type UnitVoterPayload = z.input<typeof UnitVoterPayload>;

/** An owner's vote, or their proxy's, for a unit on a decision item. */
export const VotePayload = z.strictObject({ unitId: Id, choice: VoteChoice });
export type VotePayload = z.input<typeof VotePayload>;

/** Units named once each. */
const UnitIds = z
  .array(Id)
  .max(10_000)
  .refine((ids) => new Set(ids).size === ids.length, 'A unit is named once.');

/** The paper votes the chair records on a decision item, one per unit. */
export const PaperVotesPayload = z.strictObject({
  votes: z
    .array(VotePayload)
    .min(1, 'Record at least one vote.')
    .max(10_000)
    .refine((votes) => new Set(votes.map((vote) => vote.unitId)).size === votes.length, 'A unit votes once.'),
});
export type PaperVotesPayload = z.input<typeof PaperVotesPayload>;

/** The units present or represented at the meeting, as the chair records them. */
export const AttendancePayload = z.strictObject({ unitIds: UnitIds });
export type AttendancePayload = z.input<typeof AttendancePayload>;

export const DecisionOutcome = z.enum(['adopted', 'rejected', 'noQuorum']);

/** A decision item's votes weighed by the units' vote rights, and its outcome (contract/rules/meeting-votes). */
export const Tally = z.object({
  for: z.number().int(),
  against: z.number().int(),
  abstained: z.number().int(),
  cast: z.number().int(),
  present: z.number().int(),
  total: z.number().int(),
  quorumNeeded: z.number().int().nullable(),
  outcome: DecisionOutcome,
});
export type Tally = z.infer<typeof Tally>;

/** A closed decision item's result: the tally when the chair closed it. */
export const ItemResult = Tally.extend({ closedAt: IsoDateTime });
export type ItemResult = z.infer<typeof ItemResult>;

/** A unit's vote as the owner who may cast it reads it. */
export const UnitVote = z.object({ unitId: Id, choice: VoteChoice });

/** A unit an owner may give a proxy for or vote for: theirs, or one whose proxy they hold. */
export const BallotUnit = z.object({
  unitId: Id,
  adres: z.string(),
  indexNr: z.string(),
  votes: z.number().int(),
  /** Whether the caller owns it (else they hold its proxy). */
  own: z.boolean(),
  /** Its owners, when the caller is one of them (else none). */
  owners: z.array(z.object({ id: Id, name: z.string() })),
  /** The owner its owners chose to cast its vote (`you`: the caller), or null while they chose none. */
  voter: z.object({ id: Id, name: z.string(), you: z.boolean() }).nullable(),
  /** The unit's proxy for this meeting, or null. */
  proxy: z.object({ id: Id, holderName: z.string(), heldByYou: z.boolean() }).nullable(),
});
export type BallotUnit = z.infer<typeof BallotUnit>;

/** What an owner may do at a convened meeting: give proxies, and vote for their units and those they represent. */
export const Ballot = z.object({
  meetingId: Id,
  /** The first day votes may be cast in the app. */
  votingOpensOn: IsoDate,
  /** Whether the meeting has begun (proxies are given and withdrawn before it). */
  begun: z.boolean(),
  proxiesPerPerson: z.number().int(),
  units: z.array(BallotUnit),
  /** The complex's other owners, who may hold a proxy. */
  proxyHolders: z.array(z.object({ id: Id, name: z.string() })),
  /** Per decision item, the votes cast for the caller's units and those they represent. */
  items: z.array(z.object({ itemId: Id, votes: z.array(UnitVote) })),
});
export type Ballot = z.infer<typeof Ballot>;

/** A unit in the chair's count: its votes, owners, proxy and whether it is present or represented. */
export const CountUnit = z.object({
  unitId: Id,
  adres: z.string(),
  indexNr: z.string(),
  votes: z.number().int(),
  owners: z.array(z.string()),
  /** The owner its owners chose to cast its vote, or null. */
  voter: z.string().nullable(),
  proxyHolder: z.string().nullable(),
  present: z.boolean(),
});

/** The chair's count of a meeting: its units, and per decision item every unit's vote and the tally so far. */
export const MeetingCount = z.object({
  meetingId: Id,
  units: z.array(CountUnit),
  items: z.array(
    z.object({
      itemId: Id,
      votes: z.array(UnitVote.extend({ paper: z.boolean() })),
      tally: Tally,
      closed: z.boolean(),
    }),
  ),
});
export type MeetingCount = z.infer<typeof MeetingCount>;

/** A decision the members' meeting took: its item, the meeting's moment, and its result. */
export const Decision = z.object({
  meetingId: Id,
  meetingStartsAt: IsoDateTime,
  itemId: Id,
  /** Its number on the meeting's agenda. */
  number: z.number().int().positive(),
  title: z.string(),
  adoptsPlan: z.boolean(),
  result: ItemResult,
});
export type Decision = z.infer<typeof Decision>;

/** A decision as the back office reads it: with the work orders that carry it out. */
export const OfficeDecision = Decision.extend({
  workOrders: z.array(z.object({ id: Id, omschrijving: z.string() })),
});
export type OfficeDecision = z.infer<typeof OfficeDecision>;

export const meetingVotesCalls = {
  /** The caller's ballot for a convened meeting of a complex they own a unit in (404 to anyone else). */
  ownerBallot: defineCall({
    method: 'GET',
    path: '/api/app/meetings/:id/ballot',
    params: IdParams,
    response: Ballot,
  }),
  /**
   * Authorises another owner or a named person to act and vote for one of the caller's units at the meeting,
   * until it begins. 409 when the unit has a proxy, or the holder holds as many as the meeting allows.
   */
  giveProxy: defineCall({
    method: 'POST',
    path: '/api/app/meetings/:id/proxies',
    params: IdParams,
    body: ProxyPayload,
    response: Ballot,
  }),
  /**
   * The caller's co-owners and they choose which of them casts their unit's vote (or none: then any of them may);
   * the unit's other owners then neither vote for it nor give or withdraw its proxy. It holds for later meetings.
   */
  chooseUnitVoter: defineCall({
    method: 'PUT',
    path: '/api/app/meetings/:id/voters',
    params: IdParams,
    body: UnitVoterPayload,
    response: Ballot,
  }),
  /** Withdraws a proxy an owner of its unit gave, until the meeting begins. */
  withdrawProxy: defineCall({
    method: 'DELETE',
    path: '/api/app/meeting-proxies/:id',
    params: IdParams,
    response: Ballot,
  }),
  /**
   * Casts a unit's vote on a decision item in the app, from the day voting opens until the chair closes the item;
   * a unit votes once (409 for the second vote, also when two arrive at once).
   */
  castVote: defineCall({
    method: 'POST',
    path: '/api/app/agenda-items/:id/votes',
    params: IdParams,
    body: VotePayload,
    response: Ballot,
  }),
  /** The chair's count of a convened meeting, for administrators. */
  meetingCount: defineCall({
    method: 'GET',
    path: '/api/app/office/meetings/:id/count',
    params: IdParams,
    access: { only: 'administrator', record: 'Meeting' },
    response: MeetingCount,
  }),
  /** Records which units are present or represented at a convened meeting (the whole list). */
  recordAttendance: defineCall({
    method: 'PUT',
    path: '/api/app/office/meetings/:id/attendance',
    params: IdParams,
    access: { only: 'administrator', record: 'Meeting' },
    body: AttendancePayload,
    response: MeetingCount,
  }),
  /**
   * Records the paper votes of those present on an open decision item of a meeting that has begun, all or none
   * (409 when a unit has voted already).
   */
  recordPaperVotes: defineCall({
    method: 'POST',
    path: '/api/app/office/agenda-items/:id/votes',
    params: IdParams,
    access: { only: 'administrator', record: 'Agenda item' },
    body: PaperVotesPayload,
    response: MeetingCount,
  }),
  /**
   * Closes the vote on a decision item of a meeting that has begun: its tally is kept as its result, and an item
   * that adopts the maintenance plan's draft adopts it when the vote carries it.
   */
  closeVote: defineCall({
    method: 'POST',
    path: '/api/app/office/agenda-items/:id/closure',
    params: IdParams,
    access: { only: 'administrator', record: 'Agenda item' },
    response: MeetingCount,
  }),
  /** The decision list of a complex its owner reads: every closed decision item, the latest first (404 to others). */
  vveDecisions: defineCall({
    method: 'GET',
    path: '/api/app/details/vve/:vveId/decisions',
    params: VveParams,
    response: z.array(Decision),
  }),
  /** The decision list of a complex, for administrators, with the work orders that carry out each decision. */
  officeDecisions: defineCall({
    method: 'GET',
    path: '/api/app/office/complexes/:id/decisions',
    params: IdParams,
    access: { only: 'administrator', record: 'Complex' },
    response: z.array(OfficeDecision),
  }),
  /**
   * Gives a carried decision a work order in the meeting's complex, in one step (409 for any other item); a
   * decision may get several.
   */
  createDecisionWorkOrder: defineCall({
    method: 'POST',
    path: '/api/app/office/agenda-items/:id/work-orders',
    params: IdParams,
    access: { only: 'administrator', record: 'Agenda item' },
    body: WorkOrderCreate,
    response: OfficeWorkOrder,
  }),
};
