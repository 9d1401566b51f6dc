import { DefectType, type Defect } from '@vve/contract/calls/inspections';
import type { DefectExtent, DefectIntensity, DefectSeverity, InspectionState } from '@vve/contract/enums';
import { elementScore, stateOfScore, type SurveyCode } from '@vve/contract/rules/element-score';
import type { Random } from './random';

/** A finding as `inspection_element_states` stores it after a save: the defects as JSON, the code, the score. */
export interface GeneratedFinding {
  state: InspectionState;
  defects: string;
  surveyCode: SurveyCode | null;
  score: number | null;
}

// Mild defects are the most common, a severe one over most of an element rare (drawn from these lists).
const severities: readonly DefectSeverity[] = [
  'minor',
  'minor',
  'minor',
  'considerable',
  'considerable',
  'serious',
];
const intensities: readonly DefectIntensity[] = [1, 1, 2, 2, 3];
const extents: readonly DefectExtent[] = [1, 2, 2, 3, 3, 4, 5];
const defectCounts = [1, 1, 1, 2, 2, 3];
const gradedStates: readonly InspectionState[] = ['GREAT', 'GREAT', 'WARN', 'BAD', 'MISSING'];
/** The shares of findings an inspector gives a survey code (8, 9), and grades the spec's way only. */
const SURVEYED_SHARE = 0.06;
const GRADED_ONLY_SHARE = 0.1;

const defect = (random: Random): Defect => ({
  type: random.pick(DefectType.options),
  severity: random.pick(severities),
  intensity: random.pick(intensities),
  extent: random.pick(extents),
  description: '',
  files: [],
});

/**
 * A finding of a NEN 2767 survey: one to three defects, or a survey code, or (some) the spec's grade alone;
 * its score and state follow from them by the contract's rules, as the server computes them on a save.
 */
export const conditionFinding = (random: Random): GeneratedFinding => {
  const graded = random.pick(gradedStates);
  const kind = random.next();
  const surveyCode: SurveyCode | null = kind < SURVEYED_SHARE ? random.pick([8, 9] as const) : null;
  const defects =
    surveyCode === null && kind >= SURVEYED_SHARE + GRADED_ONLY_SHARE
      ? Array.from({ length: random.pick(defectCounts) }, () => defect(random))
      : [];
  const score = elementScore({ defects, surveyCode });
  return { state: stateOfScore(score, graded), defects: JSON.stringify(defects), surveyCode, score };
};
