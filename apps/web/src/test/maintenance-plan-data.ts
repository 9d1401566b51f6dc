import type {
  MaintenancePlan,
  PlanElement,
  PlanElementChoice,
  PlanHistoryEntry,
  PlanLine,
  PlanLinePayload,
  PlanProposal,
  PlanTerms,
  PlanVersionRef,
} from '@vve/contract/calls/maintenance-plan';
import {
  legalCheck,
  levelContribution,
  lineCosts,
  nlSfbChapter,
  planPrices,
  planYears,
  reserveYears,
  sumOfAmounts,
  yearTotals,
} from '@vve/contract/rules/maintenance-plan';

/**
 * Answers of the maintenance plan for screen tests: the README's worked example (prices of 2026, 2 % indexation,
 * ten years, a reserve of 20,000 and 6,000 a year) with a few more lines, its sums made by the contract's rules as
 * the server makes them, on 2 March 2026.
 */

/** The day the fixtures' legal check is made on. */
export const PLAN_TODAY = '2026-03-02';

/** The worked example's terms: ten years from 2026, a rebuild value of 2.4 million. */
export const planTerms: PlanTerms = {
  priceDate: '2026-01-01',
  indexation: 2,
  startYear: 2026,
  horizon: 10,
  reserveAtStart: 20_000,
  yearlyContribution: 6000,
  contributionByYear: [],
  interestRate: 1,
  rebuildValue: 2_400_000,
};

const roof: PlanElement = {
  id: 31,
  label: 'Dakvlak A',
  location: 'Dak noord',
  nlsfbCode: '2710',
  condition: { score: 4, inspectionId: 51, scoredAt: '2026-02-10T09:00:00.000Z' },
};
const frames: PlanElement = {
  id: 33,
  label: 'Kozijnen blok A',
  location: 'Gevel zuid',
  nlsfbCode: '3110',
  condition: null,
};
const boiler: PlanElement = {
  id: 34,
  label: 'Cv-ketel',
  location: 'Technische ruimte',
  nlsfbCode: '5620',
  condition: { score: 5, inspectionId: 52, scoredAt: '2026-02-12T09:00:00.000Z' },
};

/** A line as the administrator wrote it, with its id, key and element. */
export type FixtureLine = Omit<PlanLinePayload, 'elementId'> & {
  id: number;
  key: string;
  element: PlanElement | null;
};

const base = { description: '', vatRate: 21, note: '' } as const;

/** The roof's bitumen, replaced every 25 years from 2030. */
export const roofLine: FixtureLine = {
  ...base,
  id: 101,
  key: '0b9d5a3e-6f1b-4c2a-9d3e-1a2b3c4d5e01',
  element: roof,
  activity: 'replace',
  description: 'Bitumen dakbedekking vervangen',
  quantity: 400,
  unit: 'm2',
  unitPrice: 60,
  firstYear: 2030,
  cycle: 25,
};
/** The outside paintwork, without an element, every 7 years from 2027. */
export const paintLine: FixtureLine = {
  ...base,
  id: 102,
  key: '0b9d5a3e-6f1b-4c2a-9d3e-1a2b3c4d5e02',
  element: null,
  activity: 'paint',
  description: 'Buitenschilderwerk',
  quantity: 1,
  unit: 'pst',
  unitPrice: 8000,
  firstYear: 2027,
  cycle: 7,
  note: 'Kozijnen en deuren',
};
/** The window frames' rot, repaired every 10 years from 2029. */
export const framesLine: FixtureLine = {
  ...base,
  id: 103,
  key: '0b9d5a3e-6f1b-4c2a-9d3e-1a2b3c4d5e03',
  element: frames,
  activity: 'repair',
  description: 'Houtrot herstellen',
  quantity: 24,
  unit: 'st',
  unitPrice: 150,
  firstYear: 2029,
  cycle: 10,
};
/** The boiler, replaced every 15 years from 2032. */
export const boilerLine: FixtureLine = {
  ...base,
  id: 104,
  key: '0b9d5a3e-6f1b-4c2a-9d3e-1a2b3c4d5e04',
  element: boiler,
  activity: 'replace',
  description: 'Cv-ketel vervangen',
  quantity: 1,
  unit: 'st',
  unitPrice: 4500,
  firstYear: 2032,
  cycle: 15,
};
/** Work of the kind 'other' without an element: the plan's update, every 5 years from 2031. */
export const adviceLine: FixtureLine = {
  ...base,
  id: 105,
  key: '0b9d5a3e-6f1b-4c2a-9d3e-1a2b3c4d5e05',
  element: null,
  activity: 'other',
  description: 'MJOP actualiseren',
  quantity: 1,
  unit: 'pst',
  unitPrice: 1500,
  firstYear: 2031,
  cycle: 5,
};

/** The complex's register, to choose a line's element from. */
export const planElements: PlanElementChoice[] = [
  { ...roof, aspectName: 'Dakbedekking', quantity: 412.5, unit: 'm2' },
  { ...frames, aspectName: 'Kozijnen', quantity: 24, unit: 'st' },
  { ...boiler, aspectName: 'Installaties', quantity: 1, unit: 'st' },
  {
    id: 35,
    label: 'Hemelwaterafvoer',
    location: 'Gevel noord',
    nlsfbCode: '5210',
    aspectName: 'Installaties',
    quantity: 60,
    unit: 'm1',
  },
];

/** The boiler's condition 5 brings it to next year; the roof's 4 to within three years. */
export const planProposals: PlanProposal[] = [
  { lineId: 104, fromYear: 2032, toYear: 2027, reason: 'overdue', score: 5, inspectionId: 52 },
  { lineId: 101, fromYear: 2030, toYear: 2029, reason: 'moderate', score: 4, inspectionId: 51 },
];

/** An accepted proposal: the window frames' repair brought forward by a condition 5. */
export const planHistory: PlanHistoryEntry[] = [
  {
    at: '2026-02-20T14:30:00.000Z',
    by: 'Anna de Vries',
    lineKey: framesLine.key,
    work: 'Repair: Houtrot herstellen',
    fromYear: 2031,
    toYear: 2029,
    score: 5,
    inspectionId: 50,
  },
];

/** The draft (id 12) and the version the members' meeting adopted on 12 June 2025 (id 11). */
export const planVersions: PlanVersionRef[] = [
  { id: 12, adoptedOn: null },
  { id: 11, adoptedOn: '2025-06-12' },
];

interface PlanInput {
  terms?: PlanTerms;
  lines?: readonly FixtureLine[];
  version?: MaintenancePlan['version'];
  versions?: PlanVersionRef[];
  /** The adoption the legal check reads: the version's own, else the newest adopted one. */
  adoptedOn?: string | null;
  archived?: boolean;
  proposals?: PlanProposal[];
  history?: PlanHistoryEntry[];
}

/** A line with its costs per year and total, by the contract's rules. */
const costedLine = (line: FixtureLine, terms: PlanTerms): PlanLine => {
  const costs = lineCosts(line, planPrices(terms));
  return {
    ...line,
    chapter: nlSfbChapter(line.element?.nlsfbCode ?? null),
    costs,
    total: sumOfAmounts(costs),
  };
};

/** A version of the plan of complex 7 with the sums the server makes of its terms and lines. */
export const maintenancePlan = ({
  terms = planTerms,
  lines = [roofLine, paintLine, framesLine, boilerLine, adviceLine],
  version = { id: 12, adoptedOn: null },
  versions = planVersions,
  adoptedOn = version.adoptedOn ?? versions.find((entry) => entry.adoptedOn !== null)?.adoptedOn ?? null,
  archived = false,
  proposals = version.adoptedOn === null ? planProposals : [],
  history = planHistory,
}: PlanInput = {}): MaintenancePlan => {
  const years = planYears(terms);
  const costed = lines.map((line) => costedLine(line, terms));
  const totals = yearTotals(
    costed.map((line) => line.costs),
    terms.horizon,
  );
  const chapters = [...new Set(costed.map((line) => line.chapter))]
    .sort((a, b) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
    .map((chapter) => {
      const costs = yearTotals(
        costed.filter((line) => line.chapter === chapter).map((line) => line.costs),
        terms.horizon,
      );
      return { chapter, costs, total: sumOfAmounts(costs) };
    });
  const reserve = reserveYears(terms, years, totals);
  return {
    complex: { id: 7, naam: 'VvE Het Anker', archived },
    version,
    terms,
    years,
    lines: costed,
    yearTotals: totals,
    chapters,
    total: sumOfAmounts(totals),
    reserve,
    legalCheck: legalCheck({
      adoptedOn,
      today: PLAN_TODAY,
      horizon: terms.horizon,
      reserve,
      rebuildValue: terms.rebuildValue,
    }),
    levelContribution: levelContribution(terms, years, totals),
    versions,
    elements: planElements,
    proposals,
    history,
  };
};

/**
 * The version adopted on 12 June 2025: the boiler a year later, the paint cheaper, a lift inspection the draft has
 * no more, and no advice yet.
 */
export const adoptedPlan = (): MaintenancePlan =>
  maintenancePlan({
    version: { id: 11, adoptedOn: '2025-06-12' },
    lines: [
      roofLine,
      { ...paintLine, unitPrice: 7500 },
      framesLine,
      { ...boilerLine, firstYear: 2033 },
      {
        ...base,
        id: 96,
        key: '0b9d5a3e-6f1b-4c2a-9d3e-1a2b3c4d5e06',
        element: null,
        activity: 'inspect',
        description: 'Liftkeuring',
        quantity: 1,
        unit: 'pst',
        unitPrice: 900,
        firstYear: 2028,
        cycle: null,
      },
    ],
  });
