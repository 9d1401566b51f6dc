import { z } from 'zod';
import type { ElementScore } from './element-score';
import { lastPlanYear } from './maintenance-plan';

/**
 * Why a score moves a line: 'overdue' (condition 5 or 6: next year), 'moderate' (condition 4: within 3 years),
 * 'renewed' (condition 1 or 2 after a recent replacement: when the new element's life ends).
 */
export const ProposalReason = z.enum(['overdue', 'moderate', 'renewed']);
export type ProposalReason = z.infer<typeof ProposalReason>;

/** A replacement at most this many years ago counts as recent. */
export const RECENT_REPLACEMENT_YEARS = 5;
/** Condition 4 brings the work to at most this many years from now. */
export const MODERATE_WITHIN_YEARS = 3;

/** What the proposal reads: the element's latest score, the line, its element, the plan's years and this year. */
export interface ProposalInput {
  score: ElementScore;
  line: { activity: string; firstYear: number; cycle: number | null };
  element: { installedYear: number | null; expectedLife: number | null };
  plan: { startYear: number; horizon: number };
  thisYear: number;
}

/** The line's next work from this year on: its first year, or the first cycle after it that has not passed. */
export const nextWorkYear = ({ firstYear, cycle }: ProposalInput['line'], thisYear: number) =>
  firstYear >= thisYear || cycle === null
    ? firstYear
    : firstYear + Math.ceil((thisYear - firstYear) / cycle) * cycle;

/**
 * The year an element's latest score proposes for a line's next work (NEN 2767 with the usual MJOP practice): a
 * condition of 5 or 6 brings it to next year, 4 to within 3 years, and 1 or 2 after a replacement at most 5 years
 * ago pushes a replacement to the end of the new element's expected life. Null when the score proposes nothing:
 * the work is as early already, the score says nothing of it (3, or the survey codes 8 and 9), or the year would
 * leave the plan's years.
 */
export const proposeYear = ({
  score,
  line,
  element,
  plan,
  thisYear,
}: ProposalInput): { year: number; reason: ProposalReason } | null => {
  const next = nextWorkYear(line, thisYear);
  const within = (year: number) => Math.max(year, plan.startYear);
  const proposal = (year: number, reason: ProposalReason) =>
    year !== next && year <= lastPlanYear(plan) ? { year, reason } : null;
  if (score === 5 || score === 6)
    return next > thisYear + 1 ? proposal(within(thisYear + 1), 'overdue') : null;
  if (score === 4) {
    const latest = thisYear + MODERATE_WITHIN_YEARS;
    return next > latest ? proposal(within(latest), 'moderate') : null;
  }
  if ((score === 1 || score === 2) && line.activity === 'replace') {
    const { installedYear, expectedLife } = element;
    if (installedYear === null || expectedLife === null) return null;
    if (thisYear - installedYear > RECENT_REPLACEMENT_YEARS) return null;
    const end = installedYear + expectedLife;
    return end > next ? proposal(end, 'renewed') : null;
  }
  return null;
};
