import { BIG_WORK_MINIMUM, PlanActivity, type OwnerPlanSummary } from '@vve/contract/calls/maintenance-plan';
import {
  contributionOf,
  lineCosts,
  planPrices,
  planYears,
  reserveYears,
  sumOfAmounts,
  yearTotals,
} from '@vve/contract/rules/maintenance-plan';
import type { Database } from '../db/database';
import { findLinesOf, findNewestAdopted, findPlanElements, termsOf } from '../queries/maintenance-plans';

/** How many years ahead an owner sees the works: this year and the four after it. */
const YEARS_AHEAD = 5;

/**
 * What an owner sees of the newest adopted plan of a complex (one they own a unit in, policies/resident-complexes): its works of this year and the
 * next four costing at least BIG_WORK_MINIMUM each (by year, the dearest first), the rest per year together, the
 * reserve at the start of this year and this year's contribution (null outside the plan's years).
 */
export const readOwnerPlanSummary = async (
  db: Database,
  complex: OwnerPlanSummary['complex'],
  today: string,
): Promise<OwnerPlanSummary> => {
  const adopted = await findNewestAdopted(db, complex.id);
  const nothing = { works: [], smallerWork: [], reserveNow: null, yearlyContribution: null };
  if (!adopted) return { complex, adoptedOn: null, ...nothing };
  const [lines, elements] = await Promise.all([
    findLinesOf(db, adopted.id),
    findPlanElements(db, complex.id),
  ]);
  const terms = termsOf(adopted);
  const prices = planPrices(terms);
  const years = planYears(terms);
  const costs = lines.map((line) => lineCosts(line, prices));
  const thisYear = Number(today.slice(0, 4));
  const ahead = years.flatMap((year, index) =>
    year >= thisYear && year < thisYear + YEARS_AHEAD ? [index] : [],
  );
  const works = ahead.flatMap((index) =>
    lines
      .map((line, lineIndex) => ({ line, cost: costs[lineIndex]?.[index] ?? 0 }))
      .filter(({ cost }) => cost >= BIG_WORK_MINIMUM)
      .sort((a, b) => b.cost - a.cost)
      .map(({ line, cost }) => ({
        year: years[index] ?? thisYear,
        element: elements.find((element) => element.id === line.elementId)?.label ?? null,
        activity: PlanActivity.parse(line.activity),
        description: line.description,
        cost,
      })),
  );
  const smallerWork = ahead.flatMap((index) => {
    const cost = sumOfAmounts(
      costs.map((row) => row[index] ?? 0).filter((amount) => amount < BIG_WORK_MINIMUM),
    );
    return cost > 0 ? [{ year: years[index] ?? thisYear, cost }] : [];
  });
  const reserve = reserveYears(terms, years, yearTotals(costs, terms.horizon));
  const now = reserve.find((year) => year.year === thisYear);
  return {
    complex,
    adoptedOn: adopted.adoptedOn,
    works,
    smallerWork,
    reserveNow: now?.start ?? null,
    yearlyContribution: now ? contributionOf(terms, thisYear) : null,
  };
};
