import { asc, eq } from 'drizzle-orm';
import type { PlanActivity, PlanLinePayload, PlanTerms } from '@vve/contract/calls/maintenance-plan';
import { ElementUnit } from '@vve/contract/calls/office-planning';
import {
  lastPlanYear,
  levelContribution,
  lineCosts,
  planPrices,
  planYears,
  yearTotals,
} from '@vve/contract/rules/maintenance-plan';
import { acceptPlanProposals, addPlanLine, adoptPlan, savePlanTerms } from '../../commands/maintenance-plan';
import type { Database } from '../../db/database';
import { aspectElements, aspects } from '../../db/schema/inspections';
import { isoDay } from '../../lib/clock';
import type { SeedPart } from '../seed-part';
import { complexIdOf, daysFrom, userIdOf } from '../seed-lookups';
import { HET_ANKER, PARKZICHT } from './complexes';

/** The complexes with an element register, their reserve when the plan was made and their rebuild value. */
const DEMO_PLANS = [
  { complex: HET_ANKER, reserveAtStart: 68_000, rebuildValue: 6_400_000 },
  { complex: PARKZICHT, reserveAtStart: 41_000, rebuildValue: 9_800_000 },
];

type RegisterRow = Awaited<ReturnType<typeof registerOf>>[number];

/** Upkeep between replacements, by NL-SfB element group: what is done, at what price per measure, how often. */
interface Upkeep {
  activity: PlanActivity;
  description: string;
  unitPrice: (element: RegisterRow) => number;
  cycle: number;
  /** Years after the plan's start of the first time. */
  after: number;
}

const perMeasure = (share: number) => (element: RegisterRow) =>
  Math.round(((element.replacementValue ?? 0) / (element.quantity ?? 1)) * share * 100) / 100;

const UPKEEP: Record<string, Upkeep[]> = {
  '27': [
    {
      activity: 'repair',
      description: 'Dakbedekking plaatselijk herstellen',
      unitPrice: perMeasure(0.04),
      cycle: 5,
      after: 1,
    },
  ],
  '31': [
    { activity: 'paint', description: 'Buitenschilderwerk', unitPrice: perMeasure(0.12), cycle: 7, after: 1 },
  ],
  '52': [
    { activity: 'clean', description: 'Hemelwaterafvoer reinigen', unitPrice: () => 3, cycle: 1, after: 0 },
  ],
  '66': [
    { activity: 'inspect', description: 'Periodieke keuring', unitPrice: () => 450, cycle: 1, after: 0 },
  ],
  '21': [
    { activity: 'clean', description: 'Gevel reinigen', unitPrice: () => 6, cycle: 10, after: 2 },
    { activity: 'repair', description: 'Voegwerk herstellen', unitPrice: () => 38, cycle: 25, after: 4 },
  ],
  '23': [{ activity: 'repair', description: 'Betonreparatie', unitPrice: () => 45, cycle: 15, after: 3 }],
};

const registerOf = (db: Database, complexId: number) =>
  db
    .select({
      id: aspectElements.id,
      nlsfbCode: aspectElements.nlsfbCode,
      codeName: aspectElements.codeName,
      quantity: aspectElements.quantity,
      unit: aspectElements.unit,
      installedYear: aspectElements.installedYear,
      expectedLife: aspectElements.expectedLife,
      replacementValue: aspectElements.replacementValue,
    })
    .from(aspectElements)
    .innerJoin(aspects, eq(aspects.id, aspectElements.aspectId))
    .where(eq(aspects.complexId, complexId))
    .orderBy(asc(aspectElements.id));

/**
 * An element's lines: its replacement at the end of its life (a life that ended before the plan is made up two
 * years into it; one that ends after the plan's years has none) and its group's upkeep.
 */
const linesOf = (element: RegisterRow, terms: PlanTerms): PlanLinePayload[] => {
  const measure = { quantity: element.quantity ?? 1, unit: ElementUnit.parse(element.unit ?? 'pst') };
  const line = { elementId: element.id, vatRate: 21 as const, note: '', ...measure };
  const end = (element.installedYear ?? terms.startYear) + (element.expectedLife ?? terms.horizon);
  const replacement: PlanLinePayload[] =
    end > lastPlanYear(terms)
      ? []
      : [
          {
            ...line,
            activity: 'replace',
            description: `${element.codeName} vervangen`,
            unitPrice: perMeasure(1)(element),
            firstYear: Math.max(end, terms.startYear + 2),
            cycle: element.expectedLife,
          },
        ];
  const upkeep = (UPKEEP[element.nlsfbCode?.slice(0, 2) ?? ''] ?? []).map((work) => ({
    ...line,
    activity: work.activity,
    description: work.description,
    unitPrice: work.unitPrice(element),
    firstYear: terms.startYear + work.after,
    cycle: work.cycle,
  }));
  return [...replacement, ...upkeep];
};

/** Advice and supervision of the plan's update, every five years: a line without an element. */
const adviceLine = (terms: PlanTerms): PlanLinePayload => ({
  elementId: null,
  activity: 'other',
  description: 'Advies en begeleiding actualisatie MJOP',
  quantity: 1,
  unit: 'pst',
  unitPrice: 1850,
  vatRate: 21,
  firstYear: terms.startYear,
  cycle: 5,
  note: 'Conditiemeting NEN 2767 en nieuwe begroting',
});

/** The smallest level contribution of the lines, rounded up to a hundred euros. */
const contributionFor = (lines: readonly PlanLinePayload[], terms: PlanTerms) => {
  const prices = planPrices(terms);
  const totals = yearTotals(
    lines.map((line) => lineCosts(line, prices)),
    terms.horizon,
  );
  return Math.ceil(levelContribution(terms, planYears(terms), totals) / 100) * 100;
};

/**
 * A 30-year plan for each demo complex with a register, made from it 230 days ago and adopted by the members'
 * meeting 200 days ago; the survey of 150 days ago scored the skylight overdue, and its proposal was accepted in
 * the draft 140 days ago.
 */
export const maintenancePlansSeed: SeedPart = {
  name: 'maintenance plans',
  run: async ({ db, now }) => {
    const userId = await userIdOf(db, 'admin');
    const adoptedAt = daysFrom(now, -200, 20);
    const made = daysFrom(now, -230, 10);
    const startYear = adoptedAt.getUTCFullYear();
    for (const demo of DEMO_PLANS) {
      const complexId = await complexIdOf(db, demo.complex);
      const terms: PlanTerms = {
        priceDate: `${startYear}-01-01`,
        indexation: 2.5,
        startYear,
        horizon: 30,
        reserveAtStart: demo.reserveAtStart,
        yearlyContribution: 0,
        contributionByYear: [],
        interestRate: 0.5,
        rebuildValue: demo.rebuildValue,
      };
      const lines = [
        ...(await registerOf(db, complexId)).flatMap((element) => linesOf(element, terms)),
        adviceLine(terms),
      ];
      const yearlyContribution = contributionFor(lines, terms);
      await savePlanTerms(db, { complexId, terms: { ...terms, yearlyContribution }, userId, at: made });
      for (const line of lines) await addPlanLine(db, { complexId, line, userId, at: made });
      await adoptPlan(db, { complexId, adoption: { adoptedOn: isoDay(adoptedAt) }, userId, at: adoptedAt });
      await acceptPlanProposals(db, { complexId, lineIds: 'all', userId, at: daysFrom(now, -140, 9) });
    }
  },
};
