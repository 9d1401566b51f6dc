import { describe, expect, it } from 'vitest';
import { CONDITION_COLORS, NO_SCORE_COLOR, SURVEY_CODE_COLOR } from '@vve/contract/rules/condition-colors';
import { paintLayers } from './paint-layers';

describe('the condition map’s paint', () => {
  it('groups the model elements by the colour of their score and leaves out GlobalIds the model lacks', () => {
    const paint = new Map([
      ['roof', 5],
      ['edge', 5],
      ['door', null],
      ['skylight', 9],
      ['gone', 1],
    ] as const);
    const localIds = new Map([
      ['roof', 11],
      ['edge', 12],
      ['door', 13],
      ['skylight', 14],
    ]);
    expect(paintLayers(paint, localIds)).toEqual([
      { color: CONDITION_COLORS[5], localIds: [11, 12] },
      { color: NO_SCORE_COLOR, localIds: [13] },
      { color: SURVEY_CODE_COLOR, localIds: [14] },
    ]);
  });
});
