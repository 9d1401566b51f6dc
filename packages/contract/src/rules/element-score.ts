import { z } from 'zod';
import { Condition, type InspectionState } from '../enums';
import { elementCondition, stateOfCondition, type ScoredDefect } from './condition-score';

/** The two codes surveys use besides a condition: 8 needs further investigation, 9 cannot be inspected. */
export const SurveyCode = z.union([z.literal(8), z.literal(9)]);
export type SurveyCode = z.infer<typeof SurveyCode>;

/** What an inspection scores an element: a condition (1–6) or a survey code (8, 9). */
export const ElementScore = z.union([Condition, SurveyCode]);
export type ElementScore = z.infer<typeof ElementScore>;

/** Whether a score is a condition (1–6) rather than a survey code, which says nothing of the condition. */
export const isCondition = (score: ElementScore): score is Condition => score <= 6;

/** What an element's score follows from: its defects and its survey code. */
export interface ScoredFindings {
  defects: readonly ScoredDefect[];
  surveyCode: SurveyCode | null;
}

/**
 * An element's score: its survey code when it has one, else the condition its defects give, else none (an element
 * graded the spec's way only, without defects).
 */
export const elementScore = ({ defects, surveyCode }: ScoredFindings): ElementScore | null =>
  surveyCode ?? (defects.length > 0 ? elementCondition(defects) : null);

/**
 * The spec's state of a scored element: 1–2 GREAT, 3–4 WARN, 5–6 BAD, and MISSING for 8 and 9; an element
 * without a score keeps the state it was graded.
 */
export const stateOfScore = (score: ElementScore | null, graded: InspectionState): InspectionState => {
  if (score === null) return graded;
  return isCondition(score) ? stateOfCondition(score) : 'MISSING';
};
