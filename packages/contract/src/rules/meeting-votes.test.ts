import { describe, expect, it } from 'vitest';
import {
  ABSOLUTE_MAJORITY,
  QUALIFIED_MAJORITY,
  electronicVotingOpens,
  noticeIsShort,
  proxyRefusal,
  tallyDecision,
  type UnitVote,
} from './meeting-votes';

/** The README's worked example: four units with 10, 20, 30 and 40 votes (100 in all). */
const units = [
  { unitId: 1, votes: 10 },
  { unitId: 2, votes: 20 },
  { unitId: 3, votes: 30 },
  { unitId: 4, votes: 40 },
];
const votes: UnitVote[] = [
  { unitId: 1, choice: 'for' },
  { unitId: 2, choice: 'against' },
  { unitId: 3, choice: 'for' },
];

describe('tallyDecision', () => {
  it('weighs each unit by its vote rights and decides by more than half of the votes cast', () => {
    expect(tallyDecision({ units, votes, present: [], rule: ABSOLUTE_MAJORITY })).toEqual({
      for: 40,
      against: 20,
      abstained: 0,
      cast: 60,
      present: 60,
      total: 100,
      quorumNeeded: null,
      outcome: 'adopted',
    });
  });

  it('leaves abstentions out of the votes cast', () => {
    const tally = tallyDecision({
      units,
      votes: [...votes, { unitId: 4, choice: 'abstain' }],
      present: [],
      rule: ABSOLUTE_MAJORITY,
    });
    expect(tally).toMatchObject({ abstained: 40, cast: 60, present: 100, outcome: 'adopted' });
  });

  it('rejects a tie, and an item nobody voted for or against', () => {
    const tie: UnitVote[] = [
      { unitId: 3, choice: 'for' },
      { unitId: 1, choice: 'against' },
      { unitId: 2, choice: 'against' },
    ];
    expect(tallyDecision({ units, votes: tie, present: [], rule: ABSOLUTE_MAJORITY }).outcome).toBe(
      'rejected',
    );
    const abstained = tallyDecision({
      units,
      votes: [{ unitId: 4, choice: 'abstain' }],
      present: [1, 2, 3],
      rule: ABSOLUTE_MAJORITY,
    });
    expect(abstained).toMatchObject({ cast: 0, present: 100, outcome: 'rejected' });
  });

  it('needs two thirds of all votes present for a qualified majority, the units that voted among them', () => {
    const without = tallyDecision({ units, votes, present: [], rule: QUALIFIED_MAJORITY });
    expect(without).toMatchObject({ present: 60, quorumNeeded: 67, outcome: 'noQuorum' });
    const withFour = tallyDecision({ units, votes, present: [4], rule: QUALIFIED_MAJORITY });
    // 40 of 60 votes cast is exactly two thirds: enough ('at least').
    expect(withFour).toMatchObject({ present: 100, quorumNeeded: 67, outcome: 'adopted' });
  });

  it('rejects a qualified item short of two thirds of the votes cast by one vote', () => {
    const short = tallyDecision({
      units: [...units.slice(0, 3), { unitId: 4, votes: 41 }],
      votes: [...votes, { unitId: 4, choice: 'against' }],
      present: [],
      rule: QUALIFIED_MAJORITY,
    });
    expect(short).toMatchObject({ for: 40, cast: 101, outcome: 'rejected' });
  });

  it('decides in a second meeting without a quorum', () => {
    const tally = tallyDecision({ units, votes, present: [], rule: QUALIFIED_MAJORITY, secondMeeting: true });
    expect(tally).toMatchObject({ quorumNeeded: null, outcome: 'adopted' });
  });

  it('comes to the same tally in any order of the votes (it is recomputed from the stored votes)', () => {
    const stored: UnitVote[] = [...votes, { unitId: 4, choice: 'against' }];
    const once = tallyDecision({ units, votes: stored, present: [], rule: ABSOLUTE_MAJORITY });
    expect(
      tallyDecision({ units, votes: stored.toReversed(), present: [], rule: ABSOLUTE_MAJORITY }),
    ).toEqual(once);
    expect(once).toMatchObject({ for: 40, against: 60, outcome: 'rejected' });
  });

  it('refuses a second vote of a unit and a vote of a unit without vote rights', () => {
    const twice = [...votes, { unitId: 1, choice: 'against' as const }];
    expect(() => tallyDecision({ units, votes: twice, present: [], rule: ABSOLUTE_MAJORITY })).toThrow(
      'unit 1 voted twice',
    );
    const foreign = [{ unitId: 9, choice: 'for' as const }];
    expect(() => tallyDecision({ units, votes: foreign, present: [], rule: ABSOLUTE_MAJORITY })).toThrow(
      'unit 9 has no vote rights',
    );
  });
});

describe('proxyRefusal', () => {
  it('refuses a proxy to oneself and a third proxy for one person, unless the rules allow more', () => {
    expect(proxyRefusal({ grantorId: 5, holderId: 5, held: 0 })).toBe('toSelf');
    expect(proxyRefusal({ grantorId: 5, holderId: 6, held: 1 })).toBeNull();
    expect(proxyRefusal({ grantorId: 5, holderId: 6, held: 2 })).toBe('tooMany');
    expect(proxyRefusal({ grantorId: 5, holderId: 6, held: 2, limit: 3 })).toBeNull();
    // A named person who has no account yet.
    expect(proxyRefusal({ grantorId: 5, holderId: null, held: 0 })).toBeNull();
  });
});

describe('the notice and the voting period', () => {
  it('warns below 15 days of notice', () => {
    expect(noticeIsShort('2026-05-01', '2026-05-16')).toBe(false);
    expect(noticeIsShort('2026-05-02', '2026-05-16')).toBe(true);
    // Across the change to summer time.
    expect(noticeIsShort('2026-03-14', '2026-03-29')).toBe(false);
  });

  it('opens electronic voting at the convocation, but not before 30 days ahead of the meeting', () => {
    expect(electronicVotingOpens('2026-04-01', '2026-06-15')).toBe('2026-05-16');
    expect(electronicVotingOpens('2026-05-30', '2026-06-15')).toBe('2026-05-30');
  });
});
