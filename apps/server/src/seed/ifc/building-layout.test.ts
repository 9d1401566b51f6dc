import { describe, expect, it } from 'vitest';
import type { Box } from './box';
import { planBuilding } from './building-layout';

const inside = (inner: Box, outer: Box, axes: readonly number[]): boolean =>
  axes.every(
    (axis) =>
      (inner.min[axis] ?? 0) >= (outer.min[axis] ?? 0) - 1e-9 &&
      (inner.max[axis] ?? 0) <= (outer.max[axis] ?? 0) + 1e-9,
  );

const overlap = (a: Box, b: Box): boolean =>
  [0, 1, 2].every(
    (axis) =>
      (a.min[axis] ?? 0) < (b.max[axis] ?? 0) - 1e-9 && (b.min[axis] ?? 0) < (a.max[axis] ?? 0) - 1e-9,
  );

describe('planBuilding', () => {
  const layout = planBuilding({ storeys: 3, apartmentsPerStorey: 5, furniture: true });

  it('stacks storeys 3 m apart with Dutch names', () => {
    expect(layout.storeys.map((storey) => [storey.name, storey.elevation])).toEqual([
      ['Begane grond', 0],
      ['1e verdieping', 3],
      ['2e verdieping', 6],
    ]);
    expect(layout.storeys[1]?.spaces.map((space) => space.number)).toEqual([
      '1.01',
      '1.02',
      '1.03',
      '1.04',
      '1.05',
    ]);
  });

  it('puts every window and door inside its wall, and its void through the whole wall', () => {
    for (const storey of layout.storeys) {
      for (const wall of storey.walls) {
        const along = wall.alongX ? 0 : 1;
        const across = wall.alongX ? 1 : 0;
        for (const opening of wall.openings) {
          expect(inside(opening.fill, wall.box, [0, 1, 2]), opening.name).toBe(true);
          expect(inside(opening.fill, opening.opening, [0, 1, 2]), opening.name).toBe(true);
          expect(inside(opening.opening, wall.box, [along, 2]), opening.name).toBe(true);
          expect(opening.opening.min[across]).toBeLessThan(wall.box.min[across]);
          expect(opening.opening.max[across]).toBeGreaterThan(wall.box.max[across]);
        }
        const fills = wall.openings.map((opening) => opening.opening);
        fills.forEach((a, index) => {
          fills.slice(index + 1).forEach((b) => {
            expect(overlap(a, b)).toBe(false);
          });
        });
      }
    }
  });

  it('keeps apartments apart and furniture inside its apartment', () => {
    const storey = layout.storeys[0];
    const spaces = storey?.spaces ?? [];
    spaces.forEach((a, index) => {
      spaces.slice(index + 1).forEach((b) => {
        expect(overlap(a.box, b.box)).toBe(false);
      });
    });
    for (const item of storey?.furniture ?? []) {
      expect(
        spaces.some((space) => inside(item.box, space.box, [0, 1, 2])),
        item.name,
      ).toBe(true);
    }
  });

  it('climbs one storey per stair, none above the top storey', () => {
    expect(layout.storeys.map((storey) => storey.stairs.length)).toEqual([1, 1, 0]);
    const steps = layout.storeys[0]?.stairs[0]?.steps ?? [];
    expect(steps.at(-1)?.max[2]).toBeCloseTo(3 - 3 / 16);
    expect(layout.roof.box.max[2]).toBe(9);
  });
});
