import type { Condition } from '../enums';
import { isCondition, type ElementScore } from './element-score';

/** NEN 2767's conditions, best first. */
export const CONDITIONS = [1, 2, 3, 4, 5, 6] as const satisfies readonly Condition[];

/**
 * The condition map's colours: NEN 2767's conditions from green (1) to red and dark red (6), lighter to darker so
 * that they differ in brightness too; the legend and every label also give the number.
 */
export const CONDITION_COLORS: Record<Condition, string> = {
  1: '#1a9850',
  2: '#91cf60',
  3: '#fee08b',
  4: '#fc8d59',
  5: '#d73027',
  6: '#67001f',
};
/** A survey code (8, 9): the condition is not known. */
export const SURVEY_CODE_COLOR = '#8073ac';
/** A linked element without a score yet. */
export const NO_SCORE_COLOR = '#9aa1a9';

/** The colour of a score on the map (null: no score yet). */
export const colorOfScore = (score: ElementScore | null): string => {
  if (score === null) return NO_SCORE_COLOR;
  return isCondition(score) ? CONDITION_COLORS[score] : SURVEY_CODE_COLOR;
};
