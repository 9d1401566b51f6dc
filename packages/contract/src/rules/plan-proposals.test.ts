import { describe, expect, it } from 'vitest';
import { nextWorkYear, proposeYear, type ProposalInput } from './plan-proposals';

/** A roof to replace in 2040 every 25 years, installed 2015 for 25 years, in a plan of 2026–2055, in 2026. */
const roof: ProposalInput = {
  score: 3,
  line: { activity: 'replace', firstYear: 2040, cycle: 25 },
  element: { installedYear: 2015, expectedLife: 25 },
  plan: { startYear: 2026, horizon: 30 },
  thisYear: 2026,
};
const scored = (score: ProposalInput['score'], changes: Partial<ProposalInput['line']> = {}) => ({
  ...roof,
  score,
  line: { ...roof.line, ...changes },
});

describe('what a score proposes for a plan line', () => {
  it('brings the work to next year at condition 5 or 6 (overdue maintenance)', () => {
    expect(proposeYear(scored(5))).toEqual({ year: 2027, reason: 'overdue' });
    expect(proposeYear(scored(6))).toEqual({ year: 2027, reason: 'overdue' });
    // Work this year or next stays where it is.
    expect(proposeYear(scored(5, { firstYear: 2027 }))).toBeNull();
    expect(proposeYear(scored(6, { firstYear: 2026 }))).toBeNull();
  });

  it('brings the work within 3 years at condition 4', () => {
    expect(proposeYear(scored(4))).toEqual({ year: 2029, reason: 'moderate' });
    expect(proposeYear(scored(4, { firstYear: 2029 }))).toBeNull();
    expect(proposeYear(scored(4, { firstYear: 2028 }))).toBeNull();
  });

  it('pushes a replacement to the end of the new element’s life at 1 or 2 after a recent replacement', () => {
    const renewed = (score: ProposalInput['score'], element = {}, line = {}) => ({
      ...scored(score, { firstYear: 2030, ...line }),
      element: { installedYear: 2024, expectedLife: 25, ...element },
    });
    expect(proposeYear(renewed(1))).toEqual({ year: 2049, reason: 'renewed' });
    expect(proposeYear(renewed(2))).toEqual({ year: 2049, reason: 'renewed' });
    // Not a recent replacement (more than 5 years ago), not a replacement, or the life unknown: nothing.
    expect(proposeYear(renewed(1, { installedYear: 2020 }))).toBeNull();
    expect(proposeYear(renewed(1, {}, { activity: 'paint' }))).toBeNull();
    expect(proposeYear(renewed(1, { expectedLife: null }))).toBeNull();
    // Beyond the plan's last year: nothing to move to.
    expect(proposeYear(renewed(1, { expectedLife: 40 }))).toBeNull();
  });

  it('proposes nothing at condition 3 or for the survey codes 8 and 9', () => {
    expect(proposeYear(roof)).toBeNull();
    expect(proposeYear(scored(8))).toBeNull();
    expect(proposeYear(scored(9))).toBeNull();
  });

  it('reads the next work of a cycle that began before this year', () => {
    expect(nextWorkYear({ activity: 'paint', firstYear: 2020, cycle: 7 }, 2026)).toBe(2027);
    expect(nextWorkYear({ activity: 'paint', firstYear: 2019, cycle: 7 }, 2026)).toBe(2026);
    expect(nextWorkYear({ activity: 'paint', firstYear: 2030, cycle: 7 }, 2026)).toBe(2030);
    const early = {
      ...scored(5, { firstYear: 2020, cycle: 10 }),
      plan: { startYear: 2020, horizon: 30 },
      thisYear: 2027,
    };
    expect(proposeYear(early)).toEqual({ year: 2028, reason: 'overdue' });
  });
});
