import { describe, expect, it } from 'vitest';
import { countElementStates, visibleCounters } from './element-state-counters';

const elements = [
  { id: 1, location: 'Dak' },
  { id: 2, location: 'Kelder' },
  { id: 3, location: 'Dak' },
  { id: 4, location: 'Gevel' },
  { id: 5, location: 'Dak' },
];

describe('countElementStates', () => {
  it('counts elements and their states per location, in first-seen order', () => {
    const rows = countElementStates(elements, [
      { element: { id: 1 }, state: 'GREAT' },
      { element: { id: 3 }, state: 'BAD' },
      { element: { id: 2 }, state: 'WARN' },
      { element: { id: 4 }, state: 'MISSING' },
    ]);
    expect(rows).toEqual([
      { location: 'Dak', elementCount: 3, counters: { MISSING: 1, GREAT: 1, WARN: 0, BAD: 1 } },
      { location: 'Kelder', elementCount: 1, counters: { MISSING: 0, GREAT: 0, WARN: 1, BAD: 0 } },
      { location: 'Gevel', elementCount: 1, counters: { MISSING: 1, GREAT: 0, WARN: 0, BAD: 0 } },
    ]);
  });

  it('counts an element without an entry as MISSING', () => {
    expect(countElementStates([{ id: 7, location: 'Lift' }], [])).toEqual([
      { location: 'Lift', elementCount: 1, counters: { MISSING: 1, GREAT: 0, WARN: 0, BAD: 0 } },
    ]);
  });

  it('ignores an entry for an unknown element', () => {
    const rows = countElementStates([{ id: 7, location: 'Lift' }], [{ element: { id: 99 }, state: 'BAD' }]);
    expect(rows).toEqual([
      { location: 'Lift', elementCount: 1, counters: { MISSING: 1, GREAT: 0, WARN: 0, BAD: 0 } },
    ]);
  });

  it('gives no rows for an aspect without elements', () => {
    expect(countElementStates([], [{ element: { id: 1 }, state: 'GREAT' }])).toEqual([]);
  });
});

describe('visibleCounters', () => {
  it('keeps only the counters above 0, in the order MISSING, GREAT, WARN, BAD', () => {
    expect(visibleCounters({ BAD: 2, WARN: 0, GREAT: 1, MISSING: 3 })).toEqual([
      { state: 'MISSING', count: 3 },
      { state: 'GREAT', count: 1 },
      { state: 'BAD', count: 2 },
    ]);
  });

  it('is empty when every counter is 0', () => {
    expect(visibleCounters({ MISSING: 0, GREAT: 0, WARN: 0, BAD: 0 })).toEqual([]);
  });
});
