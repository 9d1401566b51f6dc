import type {
  MaintenancePlan,
  PlanElement,
  PlanLine,
  PlanProposal,
  PlanTerms,
} from '@vve/contract/calls/maintenance-plan';
import { PlanActivity, usualPlanTerms, VatRate } from '@vve/contract/calls/maintenance-plan';
import { ElementUnit } from '@vve/contract/calls/office-planning';
import { ElementScore } from '@vve/contract/rules/element-score';
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
import { proposeYear } from '@vve/contract/rules/plan-proposals';
import type { Database } from '../db/database';
import { findLatestScores, type ScoreRow } from '../queries/office-conditions';
import { findPlannedComplex } from '../queries/office-planning';
import {
  findDraft,
  findLinesOf,
  findPlanElements,
  findPlanHistory,
  findPlanVersion,
  findVersionsOf,
  termsOf,
  type PlanElementRow,
  type PlanLineRow,
  type PlanVersionRow,
} from '../queries/maintenance-plans';

/** What the plan reads of its complex besides its version: the register, the latest scores and the history. */
interface ComplexRecords {
  complex: MaintenancePlan['complex'];
  versions: MaintenancePlan['versions'];
  elements: readonly PlanElementRow[];
  scores: readonly ScoreRow[];
  history: Awaited<ReturnType<typeof findPlanHistory>>;
}

/** A version of the plan: which one, its terms and its lines. */
interface VersionParts {
  version: MaintenancePlan['version'];
  terms: PlanTerms;
  lines: readonly PlanLineRow[];
}

/** An element as a line shows it, with its latest score. */
const planElement = (element: PlanElementRow, score: ScoreRow | undefined): PlanElement => ({
  id: element.id,
  label: element.label,
  location: element.location,
  nlsfbCode: element.nlsfbCode,
  condition:
    score === undefined
      ? null
      : {
          score: ElementScore.parse(score.score),
          inspectionId: score.inspectionId,
          scoredAt: (score.performedAt ?? new Date(0)).toISOString(),
        },
});

/** A stored line with its element and its costs in each year of the plan. */
const costedLine = (line: PlanLineRow, element: PlanElement | null, terms: PlanTerms): PlanLine => {
  const fields = {
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    vatRate: VatRate.parse(line.vatRate),
    firstYear: line.firstYear,
    cycle: line.cycle,
  };
  const costs = lineCosts(fields, planPrices(terms));
  return {
    id: line.id,
    key: line.lineKey,
    element,
    activity: PlanActivity.parse(line.activity),
    description: line.description,
    unit: ElementUnit.parse(line.unit),
    note: line.note,
    ...fields,
    chapter: nlSfbChapter(element?.nlsfbCode ?? null),
    costs,
    total: sumOfAmounts(costs),
  };
};

/** Texts in order, none last. */
const textsInOrder = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a.localeCompare(b);

/** The table's order: by NL-SfB code (lines without one last), element, first year. */
const tableOrder = (a: PlanLine, b: PlanLine) =>
  textsInOrder(a.element?.nlsfbCode ?? null, b.element?.nlsfbCode ?? null) ||
  textsInOrder(a.element?.label ?? null, b.element?.label ?? null) ||
  a.firstYear - b.firstYear ||
  a.id - b.id;

/** The subtotals per NL-SfB chapter, in the chapters' order, the lines without one last. */
const chapterTotals = (lines: readonly PlanLine[], horizon: number) => {
  const chapters = [...new Set(lines.map((line) => line.chapter))].sort(textsInOrder);
  return chapters.map((chapter) => {
    const costs = yearTotals(
      lines.filter((line) => line.chapter === chapter).map((line) => line.costs),
      horizon,
    );
    return { chapter, costs, total: sumOfAmounts(costs) };
  });
};

/** What the lines' elements' latest scores propose for the draft's lines (rules/plan-proposals). */
const proposalsFor = (
  lines: readonly PlanLine[],
  elements: ReadonlyMap<number, PlanElementRow>,
  terms: PlanTerms,
  thisYear: number,
): PlanProposal[] =>
  lines.flatMap((line) => {
    const condition = line.element?.condition;
    const element = line.element && elements.get(line.element.id);
    if (!condition || !element) return [];
    const proposal = proposeYear({ score: condition.score, line, element, plan: terms, thisYear });
    if (!proposal) return [];
    const { score, inspectionId } = condition;
    return [
      {
        lineId: line.id,
        fromYear: line.firstYear,
        toYear: proposal.year,
        reason: proposal.reason,
        score,
        inspectionId,
      },
    ];
  });

/**
 * A version's sums: its lines' yearly costs, the totals per year and chapter, the reserve fund, the level
 * contribution, the legal check (a draft counts from the newest adoption, an adopted version from its own) and,
 * for the draft, what the latest scores propose.
 */
export const computePlan = (records: ComplexRecords, parts: VersionParts, today: string): MaintenancePlan => {
  const { terms, version } = parts;
  const elements = new Map(records.elements.map((element) => [element.id, element]));
  const scores = new Map(records.scores.map((score) => [score.elementId, score]));
  const costed = parts.lines
    .map((line) => {
      const element = line.elementId === null ? undefined : elements.get(line.elementId);
      return costedLine(line, element ? planElement(element, scores.get(element.id)) : null, terms);
    })
    .sort(tableOrder);
  const years = planYears(terms);
  const totals = yearTotals(
    costed.map((line) => line.costs),
    terms.horizon,
  );
  const reserve = reserveYears(terms, years, totals);
  const { versions } = records;
  const adoptedOn =
    version.adoptedOn ?? versions.find((entry) => entry.adoptedOn !== null)?.adoptedOn ?? null;
  return {
    complex: records.complex,
    version,
    terms,
    years,
    lines: costed,
    yearTotals: totals,
    chapters: chapterTotals(costed, terms.horizon),
    total: sumOfAmounts(totals),
    reserve,
    legalCheck: legalCheck({
      adoptedOn,
      today,
      horizon: terms.horizon,
      reserve,
      rebuildValue: terms.rebuildValue,
    }),
    levelContribution: levelContribution(terms, years, totals),
    versions,
    elements: records.elements.map((element) => ({
      id: element.id,
      label: element.label,
      location: element.location,
      nlsfbCode: element.nlsfbCode,
      aspectName: element.aspectName,
      quantity: element.quantity,
      unit: element.unit === null ? null : ElementUnit.parse(element.unit),
    })),
    proposals:
      version.adoptedOn === null ? proposalsFor(costed, elements, terms, Number(today.slice(0, 4))) : [],
    history: records.history.map(({ change, by }) => ({
      at: change.at.toISOString(),
      by,
      lineKey: change.lineKey,
      work: change.work,
      fromYear: change.fromYear,
      toYear: change.toYear,
      score: ElementScore.parse(change.score),
      inspectionId: change.inspectionId,
    })),
  };
};

/** What a complex's plan reads besides its version; 404 for an unknown complex. */
const readComplexRecords = async (db: Database, complexId: number): Promise<ComplexRecords> => {
  const [complex, versions, elements, scores, history] = await Promise.all([
    findPlannedComplex(db, complexId),
    findVersionsOf(db, complexId),
    findPlanElements(db, complexId),
    findLatestScores(db, complexId),
    findPlanHistory(db, complexId),
  ]);
  return {
    complex: { id: complex.id, naam: complex.naam, archived: complex.archivedAt !== null },
    versions,
    elements,
    scores,
    history,
  };
};

/** A stored version of a plan with its sums. */
const readVersion = async (db: Database, version: PlanVersionRow, today: string) => {
  const [records, lines] = await Promise.all([
    readComplexRecords(db, version.complexId),
    findLinesOf(db, version.id),
  ]);
  const parts = { version: { id: version.id, adoptedOn: version.adoptedOn }, terms: termsOf(version), lines };
  return computePlan(records, parts, today);
};

/**
 * A complex's draft plan with its sums; without a draft yet, an empty one with the usual terms (its version id
 * null); 404 for an unknown complex.
 */
export const readMaintenancePlan = async (db: Database, complexId: number, today: string) => {
  const draft = await findDraft(db, complexId);
  if (draft) return readVersion(db, draft, today);
  const records = await readComplexRecords(db, complexId);
  const parts = { version: { id: null, adoptedOn: null }, terms: usualPlanTerms(today), lines: [] };
  return computePlan(records, parts, today);
};

/** A version of a plan by its id, with its sums; 404 when there is none. */
export const readPlanVersion = async (db: Database, versionId: number, today: string) =>
  readVersion(db, await findPlanVersion(db, versionId), today);
