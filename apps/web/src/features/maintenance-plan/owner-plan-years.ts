import type { OwnerPlanSummary } from '@vve/contract/calls/maintenance-plan';

/** A big work of the owner's summary. */
export type OwnerPlanWork = OwnerPlanSummary['works'][number];

/** One year of the owner's summary: its big works and the cost of its smaller work (null: none). */
export interface PlanYear {
  year: number;
  works: OwnerPlanWork[];
  smallerWork: number | null;
}

/**
 * The summary's work by year, the earliest first: each year's big works in the server's order (the dearest first)
 * and its smaller work; a year with neither is left out.
 */
export const ownerPlanYears = ({
  works,
  smallerWork,
}: Pick<OwnerPlanSummary, 'works' | 'smallerWork'>): PlanYear[] =>
  [...new Set([...works, ...smallerWork].map((work) => work.year))]
    .sort((a, b) => a - b)
    .map((year) => ({
      year,
      works: works.filter((work) => work.year === year),
      smallerWork: smallerWork.find((work) => work.year === year)?.cost ?? null,
    }));
