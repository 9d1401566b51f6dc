import { z } from 'zod';
import { defineCall } from '../define-call';
import { hasAtMostTwoDecimals, Id, IsoDate, IsoDateTime, Name } from '../primitives';
import { ElementScore } from '../rules/element-score';
import { LEGAL_PLAN } from '../rules/maintenance-plan';
import { ProposalReason } from '../rules/plan-proposals';
import { importRefusal } from './import-refusal';
import { ComplexRef } from './office';
import { ImportCheck, ImportQuery } from './office-import';
import { ElementUnit } from './office-planning';
import { IdParams } from './params';
import { PLAN_MESSAGES } from './plan-messages';

/** What a plan line does to its element. */
export const PlanActivity = z.enum(['replace', 'repair', 'paint', 'inspect', 'clean', 'other']);
export type PlanActivity = z.infer<typeof PlanActivity>;

/** The Dutch VAT rates a plan line can carry, in percent. */
export const VAT_RATES = [0, 9, 21] as const;
export const VatRate = z.union(
  VAT_RATES.map((rate) => z.literal(rate)),
  {
    error: 'A VAT rate is 0, 9 or 21 percent.',
  },
);
export type VatRate = z.infer<typeof VatRate>;

/** The plan's horizon in years: at least the law's 10, at most 40; 30 unless the administrator says otherwise. */
export const PLAN_HORIZON = { min: LEGAL_PLAN.minHorizon, max: 40, usual: 30 } as const;
/** The longest cycle of a line, in years. */
export const MAX_PLAN_CYCLE = 100;
/** The largest amount of money the plan takes (a price, a reserve, a contribution). */
export const MAX_PLAN_AMOUNT = 1_000_000_000;
/** The largest quantity of a line. */
export const MAX_PLAN_QUANTITY = 10_000_000;
/** The highest indexation or interest, in percent a year. */
export const MAX_PLAN_PERCENTAGE = 25;
/** The plan's years lie between these. */
export const PLAN_YEARS = { first: 2000, last: 2100 } as const;

const Amount = (message: string, min: number) =>
  z.number(message).min(min, message).max(MAX_PLAN_AMOUNT, message).refine(hasAtMostTwoDecimals, message);
const Percentage = z
  .number(PLAN_MESSAGES.percentage)
  .min(0, PLAN_MESSAGES.percentage)
  .max(MAX_PLAN_PERCENTAGE, PLAN_MESSAGES.percentage)
  .refine(hasAtMostTwoDecimals, PLAN_MESSAGES.percentage);
const Year = z
  .int(PLAN_MESSAGES.year)
  .min(PLAN_YEARS.first, PLAN_MESSAGES.year)
  .max(PLAN_YEARS.last, PLAN_MESSAGES.year);
const OptionalText = Name.trim();

/**
 * A plan's terms as the administrator writes them: the price level date and yearly indexation, the years it
 * covers, the reserve fund (its balance at the start of the first year, the yearly contribution and years that
 * differ, the interest) and the complex's rebuild value (for the law's 0.5 % route; null when unknown).
 */
export const PlanTermsPayload = z
  .strictObject({
    priceDate: IsoDate,
    indexation: Percentage,
    startYear: Year,
    horizon: z
      .int(PLAN_MESSAGES.horizon)
      .min(PLAN_HORIZON.min, PLAN_MESSAGES.horizon)
      .max(PLAN_HORIZON.max, PLAN_MESSAGES.horizon),
    reserveAtStart: Amount(PLAN_MESSAGES.amount, -MAX_PLAN_AMOUNT),
    yearlyContribution: Amount(PLAN_MESSAGES.amount, 0),
    contributionByYear: z
      .array(z.strictObject({ year: Year, amount: Amount(PLAN_MESSAGES.amount, 0) }))
      .max(PLAN_HORIZON.max, PLAN_MESSAGES.contributionYears),
    interestRate: Percentage,
    rebuildValue: Amount(PLAN_MESSAGES.amount, 0).nullable(),
  })
  .refine(
    (terms) =>
      new Set(terms.contributionByYear.map((entry) => entry.year)).size === terms.contributionByYear.length &&
      terms.contributionByYear.every(
        (entry) => entry.year >= terms.startYear && entry.year < terms.startYear + terms.horizon,
      ),
    { message: PLAN_MESSAGES.contributionYears, path: ['contributionByYear'] },
  );
export type PlanTermsPayload = z.infer<typeof PlanTermsPayload>;
export type PlanTerms = PlanTermsPayload;

/**
 * The terms of a new plan: prices of 1 January of this year indexed by 2 % a year, 30 years from this year, no
 * reserve, contribution or interest yet, the rebuild value unknown.
 */
export const usualPlanTerms = (today: string): PlanTerms => ({
  priceDate: `${today.slice(0, 4)}-01-01`,
  indexation: 2,
  startYear: Number(today.slice(0, 4)),
  horizon: PLAN_HORIZON.usual,
  reserveAtStart: 0,
  yearlyContribution: 0,
  contributionByYear: [],
  interestRate: 0,
  rebuildValue: null,
});

/**
 * A line of the plan as the administrator writes it: an element of the complex's register (or none, for work such
 * as advice and supervision), the activity with its own description, quantity and unit, unit price (excluding
 * VAT, at the price level date) and VAT rate, the first year and the cycle in years (null: once), and a note.
 */
export const PlanLinePayload = z
  .strictObject({
    elementId: Id.nullable(),
    activity: PlanActivity,
    description: OptionalText,
    quantity: z
      .number(PLAN_MESSAGES.quantity)
      .positive(PLAN_MESSAGES.quantity)
      .max(MAX_PLAN_QUANTITY, PLAN_MESSAGES.quantity)
      .refine(hasAtMostTwoDecimals, PLAN_MESSAGES.quantity),
    unit: ElementUnit,
    unitPrice: Amount(PLAN_MESSAGES.unitPrice, 0),
    vatRate: VatRate,
    firstYear: Year,
    cycle: z
      .int(PLAN_MESSAGES.cycle)
      .min(1, PLAN_MESSAGES.cycle)
      .max(MAX_PLAN_CYCLE, PLAN_MESSAGES.cycle)
      .nullable(),
    note: OptionalText,
  })
  .refine((line) => line.activity !== 'other' || line.description !== '', {
    message: PLAN_MESSAGES.description,
    path: ['description'],
  });
export type PlanLinePayload = z.infer<typeof PlanLinePayload>;

/** An element's latest score, from the newest performed inspection that scored it. */
export const PlanCondition = z.object({ score: ElementScore, inspectionId: Id, scoredAt: IsoDateTime });
export type PlanCondition = z.infer<typeof PlanCondition>;

/** The element a line is about, as the plan shows it, with its latest score (null: not scored yet). */
export const PlanElement = z.object({
  id: Id,
  label: z.string(),
  location: z.string(),
  nlsfbCode: z.string().nullable(),
  condition: PlanCondition.nullable(),
});
export type PlanElement = z.infer<typeof PlanElement>;

/** An element of the complex's register that a line can be about, with the quantity and unit a new line takes. */
export const PlanElementChoice = z.object({
  id: Id,
  label: z.string(),
  location: z.string(),
  nlsfbCode: z.string().nullable(),
  aspectName: z.string(),
  quantity: z.number().nullable(),
  unit: ElementUnit.nullable(),
});
export type PlanElementChoice = z.infer<typeof PlanElementChoice>;

/**
 * A change of a draft line's first year that its element's latest score proposes (rules/plan-proposals): the year
 * it would move from and to, why, and the inspection the score came from.
 */
export const PlanProposal = z.object({
  lineId: Id,
  fromYear: z.number().int(),
  toYear: z.number().int(),
  reason: ProposalReason,
  score: ElementScore,
  inspectionId: Id,
});
export type PlanProposal = z.infer<typeof PlanProposal>;

/** An accepted proposal in the plan's history: when, by whom, which work, from and to which year, and its source. */
export const PlanHistoryEntry = z.object({
  at: IsoDateTime,
  by: z.string(),
  lineKey: z.uuid(),
  work: z.string(),
  fromYear: z.number().int(),
  toYear: z.number().int(),
  score: ElementScore,
  inspectionId: Id.nullable(),
});
export type PlanHistoryEntry = z.infer<typeof PlanHistoryEntry>;

/** A line of the plan with what it costs in each year of the horizon (0 where it has no work) and in all. */
export const PlanLine = z.object({
  id: Id,
  /** The same work in every version of the plan, for comparing versions. */
  key: z.uuid(),
  element: PlanElement.nullable(),
  activity: PlanActivity,
  description: z.string(),
  quantity: z.number(),
  unit: ElementUnit,
  unitPrice: z.number(),
  vatRate: VatRate,
  firstYear: z.number().int(),
  cycle: z.number().int().nullable(),
  note: z.string(),
  /** The NL-SfB chapter of its element's code (1 to 9); null without one. */
  chapter: z.string().nullable(),
  costs: z.array(z.number()),
  total: z.number(),
});
export type PlanLine = z.infer<typeof PlanLine>;

/** A version of the plan: the draft (adoptedOn null) or one the members' meeting adopted on a day. */
export const PlanVersionRef = z.object({ id: Id, adoptedOn: IsoDate.nullable() });
export type PlanVersionRef = z.infer<typeof PlanVersionRef>;

/** A year of the reserve fund. */
export const PlanReserveYear = z.object({
  year: z.number().int(),
  start: z.number(),
  contribution: z.number(),
  interest: z.number(),
  costs: z.number(),
  end: z.number(),
});

/** Whether a version meets art. 5:126 BW, by which route, and each condition with its figures. */
export const PlanLegalCheck = z.object({
  meetsLaw: z.boolean(),
  route: z.enum(['plan', 'percentage']).nullable(),
  adoptedOn: IsoDate.nullable(),
  ageYears: z.number().int().nullable(),
  ageOk: z.boolean(),
  horizon: z.number().int(),
  horizonOk: z.boolean(),
  lowestReserve: z.object({ year: z.number().int(), amount: z.number() }),
  reserveOk: z.boolean(),
  contribution: z.number(),
  percentageMinimum: z.number().nullable(),
  percentageOk: z.boolean(),
});
export type PlanLegalCheck = z.infer<typeof PlanLegalCheck>;

/**
 * A version of a complex's maintenance plan with its sums: its terms, its lines with their yearly costs, the
 * totals per year and per NL-SfB chapter, the reserve fund per year, the legal check, the smallest level
 * contribution that keeps the reserve at zero or above, and every version of the complex's plan (newest first).
 */
export const MaintenancePlan = z.object({
  complex: ComplexRef.extend({ archived: z.boolean() }),
  /** The version shown; id null: the draft of a complex that has no plan yet (its first change makes it). */
  version: PlanVersionRef.extend({ id: Id.nullable() }),
  terms: PlanTermsPayload,
  years: z.array(z.number().int()),
  lines: z.array(PlanLine),
  yearTotals: z.array(z.number()),
  chapters: z.array(
    z.object({ chapter: z.string().nullable(), costs: z.array(z.number()), total: z.number() }),
  ),
  total: z.number(),
  reserve: z.array(PlanReserveYear),
  legalCheck: PlanLegalCheck,
  levelContribution: z.number(),
  versions: z.array(PlanVersionRef),
  /** The complex's register, for choosing a line's element. */
  elements: z.array(PlanElementChoice),
  /** What the latest scores propose for the draft's lines (none for an adopted version). */
  proposals: z.array(PlanProposal),
  /** The accepted proposals of the complex's plan, newest first. */
  history: z.array(PlanHistoryEntry),
});
export type MaintenancePlan = z.infer<typeof MaintenancePlan>;

/** The draft lines whose proposals the administrator accepts: one, or all of them. */
export const PlanProposalAcceptance = z.strictObject({
  lineIds: z.array(Id).min(1, 'Choose the lines whose proposals you accept.').max(1000),
});
export type PlanProposalAcceptance = z.infer<typeof PlanProposalAcceptance>;

/** How much work of the next five years an owner sees on its own: the rest of a year is 'smaller work'. */
export const BIG_WORK_MINIMUM = 2500;

/**
 * What an owner sees of a complex's adopted plan: when it was adopted, the big works of the next five years
 * (element, activity, year and cost, by year), the rest of each year's work together, the reserve at the start of
 * this year and this year's contribution. adoptedOn null: no plan adopted yet (nothing else is shown).
 */
export const OwnerPlanSummary = z.object({
  complex: ComplexRef,
  adoptedOn: IsoDate.nullable(),
  works: z.array(
    z.object({
      year: z.number().int(),
      element: z.string().nullable(),
      activity: PlanActivity,
      description: z.string(),
      cost: z.number(),
    }),
  ),
  smallerWork: z.array(z.object({ year: z.number().int(), cost: z.number() })),
  reserveNow: z.number().nullable(),
  yearlyContribution: z.number().nullable(),
});
export type OwnerPlanSummary = z.infer<typeof OwnerPlanSummary>;

/** The members' meeting's adoption of the draft, on a day (not in the future). */
export const PlanAdoptionPayload = z.strictObject({ adoptedOn: IsoDate });
export type PlanAdoptionPayload = z.infer<typeof PlanAdoptionPayload>;

/** A plan version's export: the table as an Excel workbook, or the report for the owners as a PDF. */
export const PlanExportFormat = z.enum(['xlsx', 'pdf']);
export type PlanExportFormat = z.infer<typeof PlanExportFormat>;

/** The export's file name: the complex's number, the version (the draft or its adoption day) and the format. */
export const planFileName = (complexId: number, adoptedOn: string | null, format: PlanExportFormat): string =>
  `maintenance-plan-${complexId}-${adoptedOn ?? 'draft'}.${format}`;

/** The template of the plan lines' import. */
export const PLAN_TEMPLATE_NAME = 'import-maintenance-plan.csv';

/** What an import of plan lines would do (dry run) or did (apply): the draft's lines it replaces and adds. */
export const PlanImportSummary = ImportCheck.extend({
  lines: z.object({ replaced: z.number().int().nonnegative(), added: z.number().int().nonnegative() }),
});
export type PlanImportSummary = z.infer<typeof PlanImportSummary>;

/** A refused import of plan lines (400), with its summary when the file could be read. */
export const PlanImportRefusal = importRefusal(PlanImportSummary);

const administrators = (record: string) => ({ only: 'administrator', record }) as const;

/**
 * A complex's long-term maintenance plan (MJOP) in the back office; administrators only. The complex's plan is
 * its draft until the members' meeting adopts it: adopting keeps that version as it is and goes on with a copy as
 * the new draft. A complex without a plan yet answers an empty draft with the usual terms; its first change
 * makes it.
 */
export const maintenancePlanCalls = {
  maintenancePlan: defineCall({
    method: 'GET',
    path: '/api/app/office/complexes/:id/maintenance-plan',
    access: administrators('Complex'),
    params: IdParams,
    response: MaintenancePlan,
  }),
  savePlanTerms: defineCall({
    method: 'PUT',
    path: '/api/app/office/complexes/:id/maintenance-plan',
    access: administrators('Complex'),
    params: IdParams,
    body: PlanTermsPayload,
    response: MaintenancePlan,
  }),
  addPlanLine: defineCall({
    method: 'POST',
    path: '/api/app/office/complexes/:id/maintenance-plan/lines',
    access: administrators('Complex'),
    params: IdParams,
    body: PlanLinePayload,
    response: MaintenancePlan,
  }),
  changePlanLine: defineCall({
    method: 'PUT',
    path: '/api/app/office/plan-lines/:id',
    access: administrators('Plan line'),
    params: IdParams,
    body: PlanLinePayload,
    response: MaintenancePlan,
  }),
  removePlanLine: defineCall({
    method: 'DELETE',
    path: '/api/app/office/plan-lines/:id',
    access: administrators('Plan line'),
    params: IdParams,
    response: MaintenancePlan,
  }),
  adoptPlan: defineCall({
    method: 'POST',
    path: '/api/app/office/complexes/:id/maintenance-plan/adoptions',
    access: administrators('Complex'),
    params: IdParams,
    body: PlanAdoptionPayload,
    response: MaintenancePlan,
  }),
  acceptPlanProposals: defineCall({
    method: 'POST',
    path: '/api/app/office/complexes/:id/maintenance-plan/proposals',
    access: administrators('Complex'),
    params: IdParams,
    body: PlanProposalAcceptance,
    response: MaintenancePlan,
  }),
  /** An owner's view of the adopted plan of a complex they own a unit in; 404 to anyone else. */
  ownerPlanSummary: defineCall({
    method: 'GET',
    path: '/api/app/complexes/:id/maintenance-plan',
    params: IdParams,
    response: OwnerPlanSummary,
  }),
  exportPlanVersion: defineCall({
    method: 'GET',
    path: '/api/app/office/plan-versions/:id/export',
    access: administrators('Plan version'),
    params: IdParams,
    query: z.object({ format: PlanExportFormat }),
    responseType: 'binary',
    response: z.unknown(),
  }),
  planImportTemplate: defineCall({
    method: 'GET',
    path: '/api/app/office/maintenance-plan-template',
    access: administrators('Template'),
    responseType: 'binary',
    response: z.unknown(),
  }),
  /**
   * Plan lines from a CSV or Excel file (the template's columns): a dry run says what would change and lists every
   * row's error; applying replaces the draft's lines by the file's, all or nothing (400 with the summary).
   */
  importPlanLines: defineCall({
    method: 'POST',
    path: '/api/app/office/complexes/:id/maintenance-plan/lines-import',
    access: administrators('Complex'),
    params: IdParams,
    query: ImportQuery,
    bodyType: 'multipart',
    response: PlanImportSummary,
  }),
  /** The adopted plan's report (PDF) for an owner of the complex; 404 to anyone else and without an adopted plan. */
  ownerPlanPdf: defineCall({
    method: 'GET',
    path: '/api/app/complexes/:id/maintenance-plan/pdf',
    params: IdParams,
    responseType: 'binary',
    response: z.unknown(),
  }),
  planVersion: defineCall({
    method: 'GET',
    path: '/api/app/office/plan-versions/:id',
    access: administrators('Plan version'),
    params: IdParams,
    response: MaintenancePlan,
  }),
};
