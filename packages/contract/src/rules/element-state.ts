import type { ElementStateEntry } from '../calls/inspections';
import type { InspectionState } from '../enums';

export type ElementFindings = Omit<ElementStateEntry, 'element'>;

/** The entry of an element that has none yet: MISSING, with the defaults of spec §3. */
export const defaultElementEntry = (elementId: number): ElementStateEntry => ({
  element: { id: elementId },
  state: 'MISSING',
  stateDescription: null,
  createRequest: false,
  requestDescription: '',
  files: [],
});

/** The entry of an element, or its default when it has none (an element without an entry is MISSING). */
export const elementEntryOf = (entries: readonly ElementStateEntry[], elementId: number): ElementStateEntry =>
  entries.find((entry) => entry.element.id === elementId) ?? defaultElementEntry(elementId);

/** The entries with the findings of one element changed; an element without an entry gets one with defaults. */
export const updateElementEntry = (
  entries: readonly ElementStateEntry[],
  elementId: number,
  change: Partial<ElementFindings>,
): ElementStateEntry[] => {
  const updated = { ...elementEntryOf(entries, elementId), ...change };
  const index = entries.findIndex((entry) => entry.element.id === elementId);
  return index === -1 ? [...entries, updated] : entries.with(index, updated);
};

/** Sets the state of an element; an empty state falls back to MISSING (spec §4). */
export const setElementState = (
  entries: readonly ElementStateEntry[],
  elementId: number,
  state: InspectionState | '' | null | undefined,
): ElementStateEntry[] =>
  updateElementEntry(entries, elementId, { state: state === '' ? 'MISSING' : (state ?? 'MISSING') });

/**
 * Ticks or unticks 'Make a report' of an element. Unticking only hides the description (spec §4); the text is kept,
 * so ticking again restores it.
 */
export const toggleMakeReport = (
  entries: readonly ElementStateEntry[],
  elementId: number,
): ElementStateEntry[] =>
  updateElementEntry(entries, elementId, {
    createRequest: !elementEntryOf(entries, elementId).createRequest,
  });
