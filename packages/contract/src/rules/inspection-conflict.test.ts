import { describe, expect, it } from 'vitest';
import type { ElementStateEntry, Inspection } from '../calls/inspections';
import { differingParts, mergeVersions } from './inspection-conflict';

const entry = (id: number, change: Partial<ElementStateEntry> = {}): ElementStateEntry => ({
  element: { id },
  state: 'GREAT',
  stateDescription: null,
  createRequest: false,
  requestDescription: '',
  files: [],
  surveyCode: null,
  defects: [],
  score: null,
  ...change,
});

const inspection = (change: Partial<Inspection> = {}): Inspection => ({
  id: 40,
  draft: true,
  state: 'WARN',
  stateDescription: 'Scheuren',
  aspect: {
    id: 5,
    name: null,
    aspectType: { name: 'Gevel', description: null, icon: null },
    complexAddress: 'Kade 1, Amsterdam',
    complexName: 'VvE Parkzicht',
  },
  statePerElement: [entry(101), entry(102)],
  createRequest: false,
  requestDescription: '',
  files: [61],
  applyToSchedules: [9],
  planDate: '2027-01-20',
  performedAt: null,
  version: 2,
  ...change,
});

describe('differingParts', () => {
  it('finds nothing when both versions say the same, whatever their versions and key order', () => {
    const theirs = inspection({
      version: 5,
      statePerElement: [
        {
          score: null,
          defects: [],
          surveyCode: null,
          files: [],
          requestDescription: '',
          createRequest: false,
          stateDescription: null,
          state: 'GREAT',
          element: { id: 101 },
        },
        entry(102),
      ],
    });
    expect(differingParts(inspection(), theirs)).toEqual([]);
  });

  it("names the inspection's own findings first, then each element graded otherwise or by one version only", () => {
    const mine = inspection({
      files: [61, 62],
      statePerElement: [entry(101, { state: 'BAD' }), entry(102), entry(103)],
    });
    const theirs = inspection({ statePerElement: [entry(104), entry(101, { state: 'WARN' }), entry(102)] });
    expect(differingParts(mine, theirs)).toEqual(['inspection', 104, 101, 103]);
  });
});

describe('mergeVersions', () => {
  const mine = inspection({
    state: 'BAD',
    files: [61, 2_000_000_123],
    statePerElement: [entry(101, { state: 'BAD', files: [2_000_000_124] }), entry(103, { state: 'WARN' })],
    version: 2,
  });
  const theirs = inspection({
    state: 'GREAT',
    statePerElement: [
      entry(101, { state: 'WARN' }),
      entry(102, { state: 'GREAT', stateDescription: 'Goed' }),
    ],
    version: 3,
  });

  it('takes each part from the version chosen for it, on the version saved elsewhere', () => {
    const merged = mergeVersions(mine, theirs, (part) =>
      part === 101 || part === 'inspection' ? 'mine' : 'theirs',
    );
    expect(merged.version).toBe(3);
    expect(merged.state).toBe('BAD');
    expect(merged.files).toEqual([61, 2_000_000_123]);
    expect(merged.statePerElement).toEqual([
      entry(101, { state: 'BAD', files: [2_000_000_124] }),
      entry(102, { state: 'GREAT', stateDescription: 'Goed' }),
    ]);
  });

  it('keeps the version saved elsewhere where it is chosen, and an element only mine graded when mine is', () => {
    const merged = mergeVersions(mine, theirs, (part) => (part === 103 ? 'mine' : 'theirs'));
    expect(merged.state).toBe('GREAT');
    expect(merged.files).toEqual([61]);
    expect(merged.statePerElement.map((kept) => [kept.element.id, kept.state])).toEqual([
      [101, 'WARN'],
      [102, 'GREAT'],
      [103, 'WARN'],
    ]);
  });
});
