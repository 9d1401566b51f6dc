/**
 * The long-term maintenance plan's sums (MJOP, art. 5:126 BW): what each line costs in each year of the horizon,
 * the totals per year and per NL-SfB chapter, the reserve fund year by year, the smallest level contribution that
 * keeps it from going below zero, and whether the plan meets the law. Amounts are euros rounded to cents at each
 * line and year; every total is the sum of those rounded amounts, so that the table adds up as printed.
 */

/** What a plan line costs and when: the fields the sums read. */
export interface CostedLine {
  quantity: number;
  unitPrice: number;
  /** VAT in percent (0, 9 or 21). */
  vatRate: number;
  firstYear: number;
  /** Every this many years after the first; null: once. */
  cycle: number | null;
}

/** The plan's prices and years. */
export interface PlanYears {
  /** The year of the price level date: prices are of that year. */
  priceYear: number;
  /** Yearly price indexation in percent. */
  indexation: number;
  startYear: number;
  horizon: number;
}

/** The reserve fund's figures. */
export interface ReserveTerms {
  reserveAtStart: number;
  yearlyContribution: number;
  /** Years whose contribution differs from the yearly one. */
  contributionByYear: readonly { year: number; amount: number }[];
  /** Interest in percent a year, on the reserve at the start of the year. */
  interestRate: number;
}

/** One year of the reserve fund: at the start, what comes in and goes out, at the end. */
export interface ReserveYear {
  year: number;
  start: number;
  contribution: number;
  interest: number;
  costs: number;
  end: number;
}

const cents = (amount: number): number => Math.round(amount * 100) / 100;

/** The sum of amounts in cents (no binary fractions pile up). */
export const sumOfAmounts = (amounts: readonly number[]): number =>
  amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;

/** A plan's prices and years as the sums read them: the price year is the year of the price level date. */
export const planPrices = (terms: {
  priceDate: string;
  indexation: number;
  startYear: number;
  horizon: number;
}): PlanYears => ({
  priceYear: Number(terms.priceDate.slice(0, 4)),
  indexation: terms.indexation,
  startYear: terms.startYear,
  horizon: terms.horizon,
});

/** The years of the plan, from its start year. */
export const planYears = ({ startYear, horizon }: Pick<PlanYears, 'startYear' | 'horizon'>): number[] =>
  Array.from({ length: horizon }, (_, index) => startYear + index);

/** The last year of the plan. */
export const lastPlanYear = ({ startYear, horizon }: Pick<PlanYears, 'startYear' | 'horizon'>): number =>
  startYear + horizon - 1;

/** Whether a line's work falls in a year: its first year, and every cycle after it. */
export const isWorkYear = (line: Pick<CostedLine, 'firstYear' | 'cycle'>, year: number): boolean =>
  year === line.firstYear ||
  (line.cycle !== null && year > line.firstYear && (year - line.firstYear) % line.cycle === 0);

/**
 * What a line's work costs in a year: quantity × unit price × (1 + indexation)^(year − price year) × (1 + VAT),
 * in cents.
 */
export const costInYear = (
  line: CostedLine,
  year: number,
  prices: Pick<PlanYears, 'priceYear' | 'indexation'>,
) =>
  cents(
    line.quantity *
      line.unitPrice *
      (1 + prices.indexation / 100) ** (year - prices.priceYear) *
      (1 + line.vatRate / 100),
  );

/** A line's costs in each year of the plan (0 where it has no work). */
export const lineCosts = (line: CostedLine, plan: PlanYears): number[] =>
  planYears(plan).map((year) => (isWorkYear(line, year) ? costInYear(line, year, plan) : 0));

/** The totals per year of rows of yearly costs of the same years. */
export const yearTotals = (rows: readonly (readonly number[])[], horizon: number): number[] =>
  Array.from({ length: horizon }, (_, index) => sumOfAmounts(rows.map((row) => row[index] ?? 0)));

/**
 * The NL-SfB chapter of an element code: its first digit (1 foundations … 9 site), the level at which a plan
 * summarises; null for a line without a code.
 */
export const nlSfbChapter = (code: string | null): string | null => (code ? code.slice(0, 1) : null);

/** The contribution of a year: the year's own, else the yearly one. */
export const contributionOf = (terms: ReserveTerms, year: number): number =>
  terms.contributionByYear.find((entry) => entry.year === year)?.amount ?? terms.yearlyContribution;

/**
 * The reserve fund year by year: it starts with the reserve at the start; each year earns interest on its start,
 * receives the year's contribution and pays the year's costs.
 */
export const reserveYears = (
  terms: ReserveTerms,
  years: readonly number[],
  costs: readonly number[],
  contribution: (year: number) => number = (year) => contributionOf(terms, year),
): ReserveYear[] => {
  let start = terms.reserveAtStart;
  return years.map((year, index) => {
    const interest = cents((start * terms.interestRate) / 100);
    const paid = contribution(year);
    const spent = costs[index] ?? 0;
    const row = {
      year,
      start,
      contribution: paid,
      interest,
      costs: spent,
      end: sumOfAmounts([start, paid, interest, -spent]),
    };
    start = row.end;
    return row;
  });
};

/**
 * The smallest level yearly contribution, in whole euros, that keeps the reserve at zero or above at the end of
 * every year ('spread evenly', the law's plan route): each year's end grows with the contribution by the sum of
 * its compounded years, so the smallest one is the largest shortfall of any year divided by that sum.
 */
export const levelContribution = (
  terms: Omit<ReserveTerms, 'yearlyContribution' | 'contributionByYear'>,
  years: readonly number[],
  costs: readonly number[],
): number => {
  const growth = 1 + terms.interestRate / 100;
  let withoutContribution = terms.reserveAtStart;
  let compounded = 0;
  let needed = 0;
  years.forEach((_, index) => {
    withoutContribution = withoutContribution * growth - (costs[index] ?? 0);
    compounded = compounded * growth + 1;
    needed = Math.max(needed, -withoutContribution / compounded);
  });
  const staysAboveZero = (level: number) =>
    reserveYears({ ...terms, yearlyContribution: level, contributionByYear: [] }, years, costs).every(
      (year) => year.end >= 0,
    );
  let level = Math.max(0, Math.ceil(needed - 1e-9));
  // Interest is rounded to cents each year: step up past a cent that the rounding takes away.
  while (!staysAboveZero(level)) level += 1;
  return level;
};

/** The law's bounds on a plan (art. 5:126 lid 2 BW). */
export const LEGAL_PLAN = {
  /** A plan counts for at most this many years after the members' meeting adopted it. */
  maxAgeYears: 5,
  /** It covers at least this many years. */
  minHorizon: 10,
  /** Without a plan, the yearly contribution is at least this share of the rebuild value, in percent. */
  rebuildValuePercentage: 0.5,
} as const;

/** The same day a number of years later (`YYYY-MM-DD`; 29 February stays, and sorts before 1 March). */
const yearsLater = (date: string, years: number): string =>
  `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;

/** Whole years from one date (`YYYY-MM-DD`) to another, as an age is counted. */
export const wholeYearsBetween = (from: string, to: string): number => {
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  return to.slice(5) < from.slice(5) ? years - 1 : years;
};

/** Whether the plan meets the law, and by which route: each condition with its figures. */
export interface LegalCheck {
  meetsLaw: boolean;
  /** 'plan': by the maintenance plan; 'percentage': by 0.5 % of the rebuild value; null: by neither. */
  route: 'plan' | 'percentage' | null;
  /** When the members' meeting adopted it (the newest adopted version for a draft); null: never. */
  adoptedOn: string | null;
  /** Whole years since then; null when never adopted. It holds until the same day 5 years later. */
  ageYears: number | null;
  ageOk: boolean;
  horizon: number;
  horizonOk: boolean;
  /** The lowest reserve at the end of a year, and its year. */
  lowestReserve: { year: number; amount: number };
  reserveOk: boolean;
  /** The contribution of the first year. */
  contribution: number;
  /** 0.5 % of the rebuild value; null when the rebuild value is not known. */
  percentageMinimum: number | null;
  percentageOk: boolean;
}

/**
 * The legal check: the plan route holds when the plan was adopted at most 5 years ago, covers at least 10 years and
 * keeps the reserve at zero or above in every year; the percentage route when the contribution is at least 0.5 % of
 * the rebuild value.
 */
export const legalCheck = (plan: {
  adoptedOn: string | null;
  today: string;
  horizon: number;
  reserve: readonly ReserveYear[];
  rebuildValue: number | null;
}): LegalCheck => {
  const ageYears = plan.adoptedOn === null ? null : wholeYearsBetween(plan.adoptedOn, plan.today);
  const ageOk = plan.adoptedOn !== null && yearsLater(plan.adoptedOn, LEGAL_PLAN.maxAgeYears) >= plan.today;
  const horizonOk = plan.horizon >= LEGAL_PLAN.minHorizon;
  const lowest = plan.reserve.reduce<ReserveYear | undefined>(
    (low, year) => (low === undefined || year.end < low.end ? year : low),
    undefined,
  );
  const lowestReserve = { year: lowest?.year ?? 0, amount: lowest?.end ?? 0 };
  const reserveOk = lowestReserve.amount >= 0;
  const contribution = plan.reserve[0]?.contribution ?? 0;
  const percentageMinimum =
    plan.rebuildValue === null ? null : cents((plan.rebuildValue * LEGAL_PLAN.rebuildValuePercentage) / 100);
  const percentageOk = percentageMinimum !== null && contribution >= percentageMinimum;
  const byPlan = ageOk && horizonOk && reserveOk;
  return {
    meetsLaw: byPlan || percentageOk,
    route: byPlan ? 'plan' : percentageOk ? 'percentage' : null,
    adoptedOn: plan.adoptedOn,
    ageYears,
    ageOk,
    horizon: plan.horizon,
    horizonOk,
    lowestReserve,
    reserveOk,
    contribution,
    percentageMinimum,
    percentageOk,
  };
};
