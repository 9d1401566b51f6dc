import { describe, expect, it } from 'vitest';
import type { MapScore } from '../calls/condition-map';
import type { ElementScore } from './element-score';
import { elementsAt, mapMoments, paintOf, scoreAt, scoreRank, worstElements } from './condition-map';

const score = (performedAt: string, value: ElementScore, inspectionId = 1): MapScore => ({
  inspectionId,
  performedAt,
  score: value,
});

const SPRING = '2025-04-01T09:00:00.000Z';
const AUTUMN = '2025-10-01T09:00:00.000Z';
const NEXT_SPRING = '2026-04-01T09:00:00.000Z';

const roof = {
  label: 'Dakvlak A',
  globalIds: ['roof', 'edge'],
  scores: [score(SPRING, 2), score(AUTUMN, 5)],
};
const skylight = { label: 'Lichtkoepel', globalIds: ['skylight'], scores: [score(AUTUMN, 8)] };
const gutter = { label: 'Goot', globalIds: ['edge'], scores: [score(NEXT_SPRING, 3)] };
const door = { label: 'Voordeur', globalIds: ['door'], scores: [] };

describe('the condition map', () => {
  it('ranks conditions 6 to 1 above the survey codes', () => {
    expect(
      [1, 9, 6, 8, 3].sort((a, b) => scoreRank(b as ElementScore) - scoreRank(a as ElementScore)),
    ).toEqual([6, 3, 1, 8, 9]);
  });

  it('shows an element’s newest score at or before a moment, its latest now, none before its first', () => {
    expect(scoreAt(roof.scores, null)).toBe(5);
    expect(scoreAt(roof.scores, AUTUMN)).toBe(5);
    expect(scoreAt(roof.scores, '2025-09-30T23:59:59.000Z')).toBe(2);
    expect(scoreAt(roof.scores, '2025-01-01T00:00:00.000Z')).toBeNull();
    expect(scoreAt([], null)).toBeNull();
  });

  it('offers each moment an inspection scored an element, once, oldest first', () => {
    expect(mapMoments([gutter, roof, skylight, door])).toEqual([SPRING, AUTUMN, NEXT_SPRING]);
  });

  it('paints a model element by the worst score of the register elements linked to it', () => {
    const now = paintOf(elementsAt([roof, skylight, gutter, door], null));
    expect(Object.fromEntries(now)).toEqual({ roof: 5, edge: 5, skylight: 8, door: null });
    const then = paintOf(elementsAt([roof, skylight, gutter, door], SPRING));
    expect(Object.fromEntries(then)).toEqual({ roof: 2, edge: 2, skylight: null, door: null });
    // A survey code says nothing of the condition: a condition beside it is the worse.
    const coded = paintOf(
      elementsAt(
        [
          { globalIds: ['x'], scores: [score(SPRING, 9)] },
          { globalIds: ['x'], scores: [score(SPRING, 1)] },
        ],
        null,
      ),
    );
    expect(coded.get('x')).toBe(1);
  });

  it('lists the scored elements worst first, by label among equals, at most the limit', () => {
    const tied = { ...gutter, label: 'Boeiboord', scores: [score(NEXT_SPRING, 5)] };
    const shown = elementsAt([door, skylight, gutter, roof, tied], null);
    expect(worstElements(shown, 10).map(({ element, score: value }) => [element.label, value])).toEqual([
      ['Boeiboord', 5],
      ['Dakvlak A', 5],
      ['Goot', 3],
      ['Lichtkoepel', 8],
    ]);
    expect(worstElements(shown, 1)).toHaveLength(1);
  });
});
