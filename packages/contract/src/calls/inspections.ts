import { z } from 'zod';
import { defineCall } from '../define-call';
import { DefectExtent, DefectIntensity, DefectSeverity, InspectionState } from '../enums';
import { ElementScore, SurveyCode } from '../rules/element-score';
import { Id, IdParam, IsoDate, IsoDateTime, LongText, MAX_ID } from '../primitives';
import { Aspect } from './aspects';
import { IdParams, PageParams } from './params';

/** At most this many element entries are saved with one inspection. */
export const MAX_ELEMENT_ENTRIES = 2000;
/** At most this many files are attached to one inspection or element. */
export const MAX_FILES_PER_INSPECTION = 200;

/** At most this many defects are recorded of one element. */
export const MAX_DEFECTS_PER_ELEMENT = 50;

const FileIds = z.array(Id).max(MAX_FILES_PER_INSPECTION);

/** The kinds of defect an inspector records (NEN 2767-2 names many more; these cover what VvE buildings show). */
export const DefectType = z.enum([
  'crack',
  'corrosion',
  'rot',
  'leak',
  'wear',
  'soiling',
  'missingPart',
  'deformation',
  'other',
]);
export type DefectType = z.infer<typeof DefectType>;

/** A defect of an element by NEN 2767: its kind, severity, intensity and extent, a text and photos. */
const defectFields = {
  type: DefectType,
  severity: DefectSeverity,
  intensity: DefectIntensity,
  extent: DefectExtent,
  description: LongText.default(''),
  files: FileIds.default([]),
};
export const Defect = z.object(defectFields);
export type Defect = z.infer<typeof Defect>;

/**
 * The findings of one element (spec §3), with the defaults of spec §4; beside the spec's, its NEN 2767 defects and
 * survey code (8 needs further investigation, 9 cannot be inspected). A client that sends only the spec's fields
 * records no defects.
 */
const elementFindings = {
  state: InspectionState,
  stateDescription: LongText.nullable().default(null),
  createRequest: z.boolean().default(false),
  requestDescription: LongText.default(''),
  files: FileIds.default([]),
  surveyCode: SurveyCode.nullable().default(null),
};

/**
 * One entry of `statePerElement` in an answer, with the element's score as the server computed it: its condition
 * (1–6) from its defects, its survey code (8, 9), or null when it was graded the spec's way only.
 */
export const ElementStateEntry = z.object({
  element: z.object({ id: Id }),
  ...elementFindings,
  defects: z.array(Defect).default([]),
  score: ElementScore.nullable().default(null),
});
export type ElementStateEntry = z.infer<typeof ElementStateEntry>;

/**
 * One entry of `statePerElement` in a save body: no other fields, and each element once. A `score` sent back is
 * ignored: the server computes its own.
 */
const ElementStateEntryInput = z.strictObject({
  element: z.strictObject({ id: Id }),
  ...elementFindings,
  defects: z.array(z.strictObject(defectFields)).max(MAX_DEFECTS_PER_ELEMENT).default([]),
  score: ElementScore.nullable().optional(),
});

const ElementStateEntriesInput = z
  .array(ElementStateEntryInput)
  .max(MAX_ELEMENT_ENTRIES)
  .refine(
    (entries) => new Set(entries.map((entry) => entry.element.id)).size === entries.length,
    'Each element may have only one entry',
  );

/** An inspection of a building aspect (spec §3). */
export const Inspection = z.object({
  id: Id,
  draft: z.boolean(),
  state: InspectionState,
  stateDescription: z.string().nullable(),
  aspect: Aspect,
  statePerElement: z.array(ElementStateEntry),
  createRequest: z.boolean(),
  requestDescription: z.string(),
  files: z.array(Id),
  /** Ids of the schedules this inspection performs; only the first is used. */
  applyToSchedules: z.array(Id),
  planDate: IsoDate.nullable(),
  /** When it was saved as performed; null for a draft. */
  performedAt: IsoDateTime.nullable(),
  /** How many times it was saved: 0 for a new draft, one more with every save. */
  version: z.number().int().nonnegative(),
});
export type Inspection = z.infer<typeof Inspection>;

/** The body that saves an inspection (spec §7). */
export const InspectionSave = z.strictObject({
  aspect: Id,
  /** The first applied schedule, or null: at most MAX_SCHEDULES_PER_INSPECTION (1) is sent. */
  schedule: Id.nullable(),
  state: InspectionState,
  stateDescription: LongText.nullable(),
  statePerElement: ElementStateEntriesInput,
  createRequest: z.boolean(),
  requestDescription: LongText.default(''),
  files: FileIds,
  /**
   * The inspection's `version` that these findings are based on: when it was saved since, the save answers
   * 409 and changes nothing. Without it the save overwrites whatever is stored.
   */
  version: z.number().int().nonnegative().max(MAX_ID).optional(),
});
export type InspectionSave = z.infer<typeof InspectionSave>;
/** A save body as a client may send it: what has a default may be left out. */
export type InspectionSaveInput = z.input<typeof InspectionSave>;

/** The spec leaves PUT or POST open, so both methods save. */
const saveInspection = {
  path: '/inspections/:id',
  params: IdParams,
  body: InspectionSave,
  response: Inspection,
  idempotent: true,
} as const;

export const inspectionsCalls = {
  inspectionsPage: defineCall({
    method: 'GET',
    path: '/api/app/inspections/page/:n',
    params: PageParams,
    response: z.array(Inspection),
  }),
  inspection: defineCall({
    method: 'GET',
    path: '/api/app/inspections/:id',
    params: IdParams,
    response: Inspection,
  }),
  inspectionsByWorkAssignment: defineCall({
    method: 'GET',
    path: '/api/app/inspections/by-workassignment/:id',
    params: IdParams,
    response: z.array(Inspection),
  }),
  newInspection: defineCall({
    method: 'GET',
    path: '/api/app/inspections/new',
    changesState: true,
    idempotent: true,
    query: z.object({ aspect: IdParam, schedule: IdParam }),
    response: Inspection,
  }),
  saveInspection: defineCall({ method: 'PUT', ...saveInspection }),
  saveInspectionPost: defineCall({ method: 'POST', ...saveInspection }),
};
