import type { ElementStateEntry } from '../calls/inspections';
import type { InspectionState } from '../enums';
import { elementScore, stateOfScore } from './element-score';

export type ElementFindings = Omit<ElementStateEntry, 'element'>;

/** The entry of an element that has none yet: MISSING, with the defaults of spec §3, without defects or a score. */
export const defaultElementEntry = (elementId: number): ElementStateEntry => ({
  element: { id: elementId },
  state: 'MISSING',
  stateDescription: null,
  createRequest: false,
  requestDescription: '',
  files: [],
  surveyCode: null,
  defects: [],
  score: null,
});

/**
 * What an inspector records of an element, field by field (the score aside, which follows from it): what a save
 * sends, and what two versions are compared by.
 */
export const recordedFindings = (entry: ElementStateEntry) => ({
  state: entry.state,
  stateDescription: entry.stateDescription,
  createRequest: entry.createRequest,
  requestDescription: entry.requestDescription,
  files: entry.files,
  surveyCode: entry.surveyCode,
  defects: entry.defects.map((defect) => ({
    type: defect.type,
    severity: defect.severity,
    intensity: defect.intensity,
    extent: defect.extent,
    description: defect.description,
    files: defect.files,
  })),
});

/**
 * An entry with its score computed from its defects and survey code, and the spec's state that follows from the
 * score (an entry without a score keeps the state it was graded).
 */
export const scoredEntry = (entry: ElementStateEntry): ElementStateEntry => {
  const score = elementScore(entry);
  return { ...entry, score, state: stateOfScore(score, entry.state) };
};

/** The entry of an element, or its default when it has none (an element without an entry is MISSING). */
export const elementEntryOf = (entries: readonly ElementStateEntry[], elementId: number): ElementStateEntry =>
  entries.find((entry) => entry.element.id === elementId) ?? defaultElementEntry(elementId);

/** The entries with the findings of one element changed; an element without an entry gets one with defaults. */
export const updateElementEntry = (
  entries: readonly ElementStateEntry[],
  elementId: number,
  change: Partial<ElementFindings>,
): ElementStateEntry[] => {
  const updated = scoredEntry({ ...elementEntryOf(entries, elementId), ...change });
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
