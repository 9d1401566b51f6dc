import type { MapElement, MapScore } from '../calls/condition-map';
import { isCondition, type ElementScore } from './element-score';

/** How bad a score is, for ordering worst first: conditions 6 to 1, then the survey codes 8 and 9 (not known). */
export const scoreRank = (score: ElementScore): number => (isCondition(score) ? score : -score);

/** The score an element had at a moment: its newest score performed then or before (scores oldest first). */
export const scoreAt = (scores: readonly MapScore[], moment: string | null): ElementScore | null => {
  let found: ElementScore | null = null;
  for (const entry of scores) {
    if (moment !== null && entry.performedAt > moment) break;
    found = entry.score;
  }
  return found;
};

/** The moments the map can be shown at: each moment an inspection scored an element, oldest first. */
export const mapMoments = (elements: readonly Pick<MapElement, 'scores'>[]): string[] =>
  [...new Set(elements.flatMap((element) => element.scores.map((score) => score.performedAt)))].sort();

/** A register element with its score at the moment shown (null: none yet). */
export interface ElementAtMoment<Element> {
  element: Element;
  score: ElementScore | null;
}

/** Every element with its score at a moment (null: now, its latest). */
export const elementsAt = <Element extends Pick<MapElement, 'scores'>>(
  elements: readonly Element[],
  moment: string | null,
): ElementAtMoment<Element>[] =>
  elements.map((element) => ({ element, score: scoreAt(element.scores, moment) }));

/**
 * What each model element is painted by: the worst score among the register elements linked to it (a model element
 * may stand in several), or null when none of them has a score yet.
 */
export const paintOf = (shown: readonly ElementAtMoment<Pick<MapElement, 'globalIds'>>[]) => {
  const paint = new Map<string, ElementScore | null>();
  for (const { element, score } of shown) {
    for (const guid of element.globalIds) {
      const before = paint.get(guid) ?? null;
      const worse = before === null || (score !== null && scoreRank(score) > scoreRank(before));
      paint.set(guid, worse ? score : before);
    }
  }
  return paint;
};

/** The scored elements worst first (equal ones by label), at most `limit`. */
export const worstElements = <Element extends Pick<MapElement, 'label'>>(
  shown: readonly ElementAtMoment<Element>[],
  limit: number,
): (ElementAtMoment<Element> & { score: ElementScore })[] =>
  shown
    .filter((entry): entry is ElementAtMoment<Element> & { score: ElementScore } => entry.score !== null)
    .sort((a, b) => scoreRank(b.score) - scoreRank(a.score) || a.element.label.localeCompare(b.element.label))
    .slice(0, limit);
