import { describe, expect, it } from 'vitest';
import type { Defect, ElementStateEntry } from '../calls/inspections';
import {
  defaultElementEntry,
  elementEntryOf,
  setElementState,
  toggleMakeReport,
  scoredEntry,
  updateElementEntry,
} from './element-state';

const roof: ElementStateEntry = {
  element: { id: 1 },
  state: 'WARN',
  stateDescription: 'Mos op de dakpannen',
  createRequest: true,
  requestDescription: 'Dak reinigen',
  files: [10],
  surveyCode: null,
  defects: [],
  score: null,
};
const gutter: ElementStateEntry = { ...defaultElementEntry(2), state: 'GREAT' };

describe('defaultElementEntry', () => {
  it('is MISSING with the defaults', () => {
    expect(defaultElementEntry(5)).toEqual({
      element: { id: 5 },
      state: 'MISSING',
      stateDescription: null,
      createRequest: false,
      requestDescription: '',
      files: [],
      surveyCode: null,
      defects: [],
      score: null,
    });
  });
});

describe('elementEntryOf', () => {
  it('finds the entry of an element, or gives the default', () => {
    expect(elementEntryOf([roof, gutter], 2)).toBe(gutter);
    expect(elementEntryOf([roof], 3)).toEqual(defaultElementEntry(3));
  });
});

describe('setElementState', () => {
  it('changes the state of an existing entry in place, keeping its other findings and the order', () => {
    const entries = [roof, gutter];
    const result = setElementState(entries, 1, 'BAD');
    expect(result).toEqual([{ ...roof, state: 'BAD' }, gutter]);
    expect(entries[0]?.state).toBe('WARN');
  });

  it.each(['', null, undefined] as const)('falls back to MISSING for the empty state %j', (state) => {
    expect(setElementState([roof], 1, state)).toEqual([{ ...roof, state: 'MISSING' }]);
  });

  it('creates an entry with defaults for an element that has none', () => {
    expect(setElementState([roof], 7, 'GREAT')).toEqual([
      roof,
      { ...defaultElementEntry(7), state: 'GREAT' },
    ]);
  });
});

describe('updateElementEntry', () => {
  it('changes any findings, creating the entry when needed', () => {
    expect(updateElementEntry([], 3, { stateDescription: 'Gescheurd', files: [4] })).toEqual([
      { ...defaultElementEntry(3), stateDescription: 'Gescheurd', files: [4] },
    ]);
  });
});

describe('toggleMakeReport', () => {
  it('ticks the box of an element without an entry', () => {
    expect(toggleMakeReport([], 4)).toEqual([{ ...defaultElementEntry(4), createRequest: true }]);
  });

  it('unticks the box but keeps the description for a later tick', () => {
    const unticked = toggleMakeReport([roof], 1);
    expect(unticked).toEqual([{ ...roof, createRequest: false }]);
    expect(toggleMakeReport(unticked, 1)).toEqual([roof]);
  });
});

describe('scores of an entry', () => {
  const crack: Defect = {
    type: 'crack',
    severity: 'serious',
    intensity: 3,
    extent: 4,
    description: '',
    files: [],
  };

  it('computes the condition and the spec state from the defects when they change', () => {
    const [entry] = updateElementEntry([gutter], 2, { defects: [crack] });
    expect(entry).toMatchObject({ score: 5, state: 'BAD' });
    const [minor] = updateElementEntry([gutter], 2, {
      defects: [{ ...crack, severity: 'minor', extent: 2 }],
    });
    expect(minor).toMatchObject({ score: 1, state: 'GREAT' });
  });

  it('scores a survey code 8 or 9 as MISSING, before any defect', () => {
    const [entry] = updateElementEntry([gutter], 2, { defects: [crack], surveyCode: 9 });
    expect(entry).toMatchObject({ score: 9, state: 'MISSING' });
  });

  it('keeps the graded state of an element without defects or code, unscored', () => {
    const [entry] = setElementState([gutter], 2, 'WARN');
    expect(entry).toMatchObject({ score: null, state: 'WARN' });
    expect(scoredEntry(roof)).toEqual(roof);
  });

  it('keeps a scored element’s state when a grade is chosen: the score decides', () => {
    const scored = updateElementEntry([gutter], 2, { defects: [crack] });
    expect(setElementState(scored, 2, 'GREAT')[0]).toMatchObject({ score: 5, state: 'BAD' });
  });
});
