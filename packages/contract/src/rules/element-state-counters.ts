import type { InspectionState } from '../enums';

/** The order in which the element state counters are shown (spec §2). */
export const COUNTER_ORDER = [
  'MISSING',
  'GREAT',
  'WARN',
  'BAD',
] as const satisfies readonly InspectionState[];

export type StateCounters = Record<InspectionState, number>;

export interface LocationCounters {
  location: string;
  elementCount: number;
  counters: StateCounters;
}

const emptyCounters = (): StateCounters => ({ MISSING: 0, GREAT: 0, WARN: 0, BAD: 0 });

/**
 * Per location, in the order the locations first appear: the number of elements and how many are in each state.
 * An element without an entry counts as MISSING; an entry for an element that is not listed is ignored.
 */
export const countElementStates = (
  elements: readonly { id: number; location: string }[],
  entries: readonly { element: { id: number }; state: InspectionState }[],
): LocationCounters[] => {
  const stateOf = new Map(entries.map((entry) => [entry.element.id, entry.state]));
  const byLocation = new Map<string, LocationCounters>();
  for (const element of elements) {
    let row = byLocation.get(element.location);
    if (row === undefined) {
      row = { location: element.location, elementCount: 0, counters: emptyCounters() };
      byLocation.set(element.location, row);
    }
    row.elementCount += 1;
    row.counters[stateOf.get(element.id) ?? 'MISSING'] += 1;
  }
  return [...byLocation.values()];
};

/** The counters above 0, in display order: MISSING, GREAT, WARN, BAD. */
export const visibleCounters = (counters: StateCounters): { state: InspectionState; count: number }[] =>
  COUNTER_ORDER.map((state) => ({ state, count: counters[state] })).filter(({ count }) => count > 0);
