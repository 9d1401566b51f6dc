import { describe, expect, it } from 'vitest';
import { placeOf } from './element-place';
import type { Places } from './model-places';
import type { PlaceNode } from './spatial-tree';

const space = (localId: number, contents: number[] = []): PlaceNode => ({
  localId,
  kind: 'space',
  children: [],
  contents: [localId, ...contents],
});

// A storey (2) with two apartments side by side (10, 11; a bed 30 in 10) and a door 20 in the facade.
const places: Places = {
  nodes: [
    { localId: 2, kind: 'storey', children: [space(10, [30]), space(11)], contents: [2, 10, 11, 20, 30] },
  ],
  names: new Map([
    [2, 'Begane grond'],
    [10, 'Appartement 0.01'],
    [11, 'Appartement 0.02'],
  ]),
  spaceBounds: new Map([
    [10, { min: [0, 0, 0], max: [5, 3, 10] }],
    [11, { min: [5.2, 0, 0], max: [10, 3, 10] }],
  ]),
};

describe('placeOf', () => {
  it('finds the storey and the space that holds an element', () => {
    expect(placeOf(30, [1, 0.5, 1], places)).toEqual({ storey: 'Begane grond', space: 'Appartement 0.01' });
  });

  it('takes the nearest space for an element in its wall, just outside its box', () => {
    expect(placeOf(20, [6, 1.2, -0.15], places)).toEqual({
      storey: 'Begane grond',
      space: 'Appartement 0.02',
    });
  });

  it('names no space for an element far from every space, nor for a space itself', () => {
    expect(placeOf(20, [6, 1.2, -3], places)).toEqual({ storey: 'Begane grond', space: null });
    expect(placeOf(10, [2, 1, 5], places)).toEqual({ storey: 'Begane grond', space: null });
  });

  it('knows no place of an element on no storey', () => {
    expect(placeOf(99, null, places)).toEqual({ storey: null, space: null });
  });
});
