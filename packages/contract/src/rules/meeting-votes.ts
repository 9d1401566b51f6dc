/**
 * The members' meeting's rules (issue 35; DOMAIN.md 'The members' meeting'): how a decision item's votes are weighed
 * and decided, when a proxy may be given, and the notice and electronic voting periods. The API and the screens
 * count with these functions only, so that a tally is always reproducible from the stored votes.
 */

/** A share, as a whole numerator and denominator (2/3 stays exact). */
export interface Share {
  numerator: number;
  denominator: number;
}

export const TWO_THIRDS: Share = { numerator: 2, denominator: 3 };

/** How a decision item is decided. */
export interface DecisionRule {
  /**
   * 'absolute': more than half of the votes cast (art. 5:127 BW, the default); or at least a share of the votes cast
   * (a qualified majority, such as two thirds).
   */
  majority: 'absolute' | { atLeast: Share };
  /** The share of all the complex's votes that must be present or represented; null when none is needed. */
  quorum: Share | null;
}

/** The law's default: an absolute majority of the votes cast, no quorum. */
export const ABSOLUTE_MAJORITY: DecisionRule = { majority: 'absolute', quorum: null };

/** The model rules 2006's qualified majority: two thirds of the votes cast, two thirds of all votes present. */
export const QUALIFIED_MAJORITY: DecisionRule = { majority: { atLeast: TWO_THIRDS }, quorum: TWO_THIRDS };

export type VoteChoice = 'for' | 'against' | 'abstain';

/** A unit's vote rights, from the deed of division (a whole number, not necessarily its cost share). */
export interface VotingUnit {
  unitId: number;
  votes: number;
}

/** The vote cast for a unit on an item: one per unit, whoever of its owners or their proxy casts it. */
export interface UnitVote {
  unitId: number;
  choice: VoteChoice;
}

export type DecisionOutcome = 'adopted' | 'rejected' | 'noQuorum';

/** A decision item's result, every figure in weighed votes. */
export interface Tally {
  for: number;
  against: number;
  abstained: number;
  /** The votes cast: for and against (an abstention counts as not cast). */
  cast: number;
  /** The votes of the units present or represented, in person, by proxy or by an electronic vote. */
  present: number;
  /** All the complex's votes. */
  total: number;
  /** The votes that had to be present; null when the item needs no quorum (or is in a second meeting). */
  quorumNeeded: number | null;
  outcome: DecisionOutcome;
}

/** Whether `part` is at least `share` of `whole`, exactly (no rounding of 2/3). */
const atLeastShare = (part: number, whole: number, share: Share) =>
  part * share.denominator >= whole * share.numerator;

/** Whether the votes for carry the item under its majority rule. */
const carries = (votesFor: number, cast: number, majority: DecisionRule['majority']) =>
  cast > 0 &&
  (majority === 'absolute' ? votesFor * 2 > cast : atLeastShare(votesFor, cast, majority.atLeast));

/**
 * Weighs the votes of one decision item by each unit's vote rights and decides it. `present` holds the units present
 * or represented at the meeting; a unit that voted counts as present. A second meeting on the same item needs no
 * quorum (model rules 2006). A unit voting twice, or a unit that is not the complex's, is a fault of the caller.
 */
export const tallyDecision = (input: {
  units: readonly VotingUnit[];
  votes: readonly UnitVote[];
  present: readonly number[];
  rule: DecisionRule;
  secondMeeting?: boolean;
}): Tally => {
  const rights = new Map(input.units.map((unit) => [unit.unitId, unit.votes]));
  const weighed: Record<VoteChoice, number> = { for: 0, against: 0, abstain: 0 };
  const voted = new Set<number>();
  for (const vote of input.votes) {
    const votes = rights.get(vote.unitId);
    if (votes === undefined) throw new Error(`unit ${vote.unitId} has no vote rights in this complex`);
    if (voted.has(vote.unitId)) throw new Error(`unit ${vote.unitId} voted twice`);
    voted.add(vote.unitId);
    weighed[vote.choice] += votes;
  }
  const presentUnits = new Set([...input.present, ...voted]);
  const sum = (ids: Iterable<number>) => [...ids].reduce((total, id) => total + (rights.get(id) ?? 0), 0);
  const total = sum(rights.keys());
  const present = sum(presentUnits);
  const cast = weighed.for + weighed.against;
  const quorum = input.secondMeeting ? null : input.rule.quorum;
  // The least whole number of votes that is at least the share of all votes.
  const quorumNeeded = quorum === null ? null : Math.ceil((total * quorum.numerator) / quorum.denominator);
  const outcome: DecisionOutcome =
    quorumNeeded !== null && present < quorumNeeded
      ? 'noQuorum'
      : carries(weighed.for, cast, input.rule.majority)
        ? 'adopted'
        : 'rejected';
  return {
    for: weighed.for,
    against: weighed.against,
    abstained: weighed.abstain,
    cast,
    present,
    total,
    quorumNeeded,
    outcome,
  };
};

/** How many proxies one person may hold for a meeting unless the association's rules say otherwise. */
export const DEFAULT_PROXIES_PER_PERSON = 2;

export type ProxyRefusal = 'toSelf' | 'tooMany';

/**
 * Why a proxy may not be given, or null when it may: an owner cannot authorise themselves, and a person holds at
 * most `limit` proxies for a meeting (`held`: the proxies they hold already).
 */
export const proxyRefusal = (input: {
  grantorId: number;
  holderId: number | null;
  held: number;
  limit?: number;
}): ProxyRefusal | null => {
  if (input.holderId === input.grantorId) return 'toSelf';
  if (input.held >= (input.limit ?? DEFAULT_PROXIES_PER_PERSON)) return 'tooMany';
  return null;
};

/** The least notice of a members' meeting, in days (model rules 1992, 2006 and 2017). */
export const MEETING_NOTICE_DAYS = 15;
/** How many days before a convened meeting its owners are reminded of it. */
export const MEETING_REMINDER_DAYS = 2;
/** How long before the meeting electronic votes may be cast at the earliest, in days (model rules 2017). */
export const ELECTRONIC_VOTING_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The whole calendar days from one date (yyyy-mm-dd) to a later one. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Whether a convocation sent on `sentOn` gives less than the law's notice of a meeting on `meetingOn`. */
export const noticeIsShort = (sentOn: string, meetingOn: string): boolean =>
  daysBetween(sentOn, meetingOn) < MEETING_NOTICE_DAYS;

/**
 * The first day owners may vote in the app: the day of the convocation, but not earlier than 30 days before the
 * meeting (yyyy-mm-dd).
 */
export const electronicVotingOpens = (convokedOn: string, meetingOn: string): string => {
  const earliest = new Date(Date.parse(`${meetingOn}T00:00:00Z`) - ELECTRONIC_VOTING_DAYS * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return convokedOn > earliest ? convokedOn : earliest;
};
