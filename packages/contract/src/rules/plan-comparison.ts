/**
 * What changed between an adopted version of the maintenance plan and the draft: per year the adopted total, the
 * draft total and the difference, and which lines moved to another first year, were added, were removed or cost
 * another amount. A line is the same work in both when it has the same key (adopting copies the lines with their
 * keys into the new draft). The amounts are the server's: the comparison only subtracts them, in cents.
 */
import { sumOfAmounts } from './maintenance-plan';

/** What the comparison reads of a line. */
export interface ComparedLine {
  /** The same work in every version of the plan. */
  key: string;
  firstYear: number;
  /** What it costs over the version's years. */
  total: number;
}

/** What the comparison reads of a version. */
export interface ComparedVersion<Line extends ComparedLine> {
  years: readonly number[];
  /** The total of each of its years, in the order of `years`. */
  yearTotals: readonly number[];
  total: number;
  lines: readonly Line[];
}

/** A year of either version: its total in each (null where that version does not cover it) and the difference. */
export interface YearComparison {
  year: number;
  adopted: number | null;
  draft: number | null;
  /** The draft's total less the adopted one (a year a version does not cover counts as 0 there). */
  difference: number;
}

/** The same line in the adopted version and in the draft. */
export interface LinePair<Line> {
  adopted: Line;
  draft: Line;
}

/** Everything that changed from the adopted version to the draft. */
export interface PlanComparison<Line> {
  /** Every year of either version, in order. */
  years: YearComparison[];
  total: { adopted: number; draft: number; difference: number };
  /** Lines only the draft has, in the draft's order. */
  added: Line[];
  /** Lines only the adopted version has, in its order. */
  removed: Line[];
  /** Lines whose first year differs. */
  moved: LinePair<Line>[];
  /**
   * Lines whose total differs, with the draft's total less the adopted one: a line moved to another year costs
   * another amount too (its price is indexed to another year), so it can be both moved and changed in cost.
   */
  costChanged: (LinePair<Line> & { difference: number })[];
}

/** A version's total of a year, or null when the year is not one of its years. */
const totalOfYear = <Line extends ComparedLine>(version: ComparedVersion<Line>, year: number) => {
  const index = version.years.indexOf(year);
  return index === -1 ? null : (version.yearTotals[index] ?? 0);
};

/** The draft's amount less the adopted one, in cents; a missing amount counts as 0. */
const differenceOf = (adopted: number | null, draft: number | null) =>
  sumOfAmounts([draft ?? 0, -(adopted ?? 0)]);

/** What changed from an adopted version of the plan to the draft, year by year and line by line. */
export const comparePlans = <Line extends ComparedLine>(
  adopted: ComparedVersion<Line>,
  draft: ComparedVersion<Line>,
): PlanComparison<Line> => {
  const years = [...new Set([...adopted.years, ...draft.years])].sort((a, b) => a - b);
  const adoptedByKey = new Map(adopted.lines.map((line) => [line.key, line]));
  const draftKeys = new Set(draft.lines.map((line) => line.key));
  const pairs = draft.lines.flatMap((line) => {
    const before = adoptedByKey.get(line.key);
    return before === undefined ? [] : [{ adopted: before, draft: line }];
  });
  return {
    years: years.map((year) => {
      const before = totalOfYear(adopted, year);
      const after = totalOfYear(draft, year);
      return { year, adopted: before, draft: after, difference: differenceOf(before, after) };
    }),
    total: {
      adopted: adopted.total,
      draft: draft.total,
      difference: differenceOf(adopted.total, draft.total),
    },
    added: draft.lines.filter((line) => !adoptedByKey.has(line.key)),
    removed: adopted.lines.filter((line) => !draftKeys.has(line.key)),
    moved: pairs.filter((pair) => pair.adopted.firstYear !== pair.draft.firstYear),
    costChanged: pairs
      .map((pair) => ({ ...pair, difference: differenceOf(pair.adopted.total, pair.draft.total) }))
      .filter((pair) => pair.difference !== 0),
  };
};
