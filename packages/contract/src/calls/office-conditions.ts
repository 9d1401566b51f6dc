import { z } from 'zod';
import { defineCall } from '../define-call';
import { Condition, InspectionState } from '../enums';
import { Id, IsoDateTime } from '../primitives';
import { ElementScore } from '../rules/element-score';
import { StoredFile } from './files';
import { Defect } from './inspections';
import { ComplexRef } from './office';
import { AspectTypeChoice, RegisterElement } from './office-planning';
import { IdParams } from './params';

/** An aspect as the condition overview names it: its own name, else its type's. */
const ConditionAspect = z.object({ id: Id, name: z.string().nullable(), aspectType: AspectTypeChoice });

/**
 * The condition of several elements together (NEN 2767): the average of their correction factors, its condition,
 * and what they were weighed by: replacement value, quantity (all in one unit) or each the same.
 */
export const AggregateCondition = z.object({
  condition: Condition,
  factor: z.number(),
  weighting: z.enum(['value', 'quantity', 'equal']),
});
export type AggregateCondition = z.infer<typeof AggregateCondition>;

/** An element's latest score, from the newest performed inspection that scored it. */
export const ElementCondition = z.object({
  element: z.object({ id: Id, label: z.string(), location: z.string(), nlsfbCode: z.string().nullable() }),
  aspect: ConditionAspect,
  score: ElementScore,
  scoredAt: IsoDateTime,
  /** Condition 5 or worse: overdue maintenance ('achterstallig onderhoud', SBR Wonen). */
  overdue: z.boolean(),
});
export type ElementCondition = z.infer<typeof ElementCondition>;

/**
 * A complex's condition overview: its condition and each aspect's (from the latest scores of their elements; 8 and
 * 9 are left out), its scored elements worst first, and how many elements have no score yet.
 */
export const ComplexConditions = z.object({
  complex: ComplexRef,
  condition: AggregateCondition.nullable(),
  aspects: z.array(ConditionAspect.extend({ condition: AggregateCondition.nullable() })),
  elements: z.array(ElementCondition),
  unscoredElements: z.number().int().nonnegative(),
});
export type ComplexConditions = z.infer<typeof ComplexConditions>;

/** A defect as the history has it: as recorded (its photos' file ids), and its photos. */
export const HistoryDefect = Defect.extend({ photos: z.array(StoredFile) });
export type HistoryDefect = z.infer<typeof HistoryDefect>;

/** One performed inspection's score of an element, with the defects it found. */
export const ConditionHistoryEntry = z.object({
  inspectionId: Id,
  performedAt: IsoDateTime,
  score: ElementScore,
  state: InspectionState,
  defects: z.array(HistoryDefect),
});
export type ConditionHistoryEntry = z.infer<typeof ConditionHistoryEntry>;

/** An element of the register with every score its inspections gave it, oldest first. */
export const ElementConditionHistory = z.object({
  element: RegisterElement,
  aspect: ConditionAspect,
  entries: z.array(ConditionHistoryEntry),
});
export type ElementConditionHistory = z.infer<typeof ElementConditionHistory>;

/** The back office's condition overview of complexes and the history of their elements; administrators only. */
export const officeConditionsCalls = {
  complexConditions: defineCall({
    method: 'GET',
    path: '/api/app/office/complexes/:id/conditions',
    access: { only: 'administrator', record: 'Complex' },
    params: IdParams,
    response: ComplexConditions,
  }),
  elementConditionHistory: defineCall({
    method: 'GET',
    path: '/api/app/office/aspect-elements/:id/condition-history',
    access: { only: 'administrator', record: 'Element' },
    params: IdParams,
    response: ElementConditionHistory,
  }),
};
