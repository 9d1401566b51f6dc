import type { ElementStateEntry, Inspection } from '../calls/inspections';
import { recordedFindings } from './element-state';

/** A part of an inspection that two versions may disagree on: its own findings, or one element's (by id). */
export type InspectionPart = 'inspection' | number;

/** Which version of a part to keep: the one made here, or the one saved elsewhere in the meantime. */
export type VersionChoice = 'mine' | 'theirs';

/** An inspection's own findings, in a fixed order so that two can be compared as JSON. */
export const ownFindings = (inspection: Inspection) => ({
  state: inspection.state,
  stateDescription: inspection.stateDescription,
  createRequest: inspection.createRequest,
  requestDescription: inspection.requestDescription,
  files: inspection.files,
});

const entryFindings = (entry: ElementStateEntry | undefined) => entry && recordedFindings(entry);

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

const entriesById = (inspection: Inspection) =>
  new Map(inspection.statePerElement.map((entry) => [entry.element.id, entry]));

/** The elements of either version: those saved elsewhere in their order, then those only mine has. */
const elementIds = (mine: Inspection, theirs: Inspection): number[] => [
  ...new Set([...theirs.statePerElement, ...mine.statePerElement].map((entry) => entry.element.id)),
];

/**
 * The parts on which my version of an inspection and the one saved elsewhere differ (issue 16's conflicts): its
 * own findings first, then each element that one version graded otherwise or only one graded.
 */
export const differingParts = (mine: Inspection, theirs: Inspection): InspectionPart[] => {
  const mineEntries = entriesById(mine);
  const theirEntries = entriesById(theirs);
  const elements = elementIds(mine, theirs).filter(
    (id) => !same(entryFindings(mineEntries.get(id)), entryFindings(theirEntries.get(id))),
  );
  return same(ownFindings(mine), ownFindings(theirs)) ? elements : ['inspection', ...elements];
};

/**
 * The inspection saved elsewhere, with its version, and each part taken from the version chosen for it: nothing
 * of either is dropped but what was chosen away. An element only the version not chosen graded has no entry.
 */
export const mergeVersions = (
  mine: Inspection,
  theirs: Inspection,
  choose: (part: InspectionPart) => VersionChoice,
): Inspection => {
  const mineEntries = entriesById(mine);
  const theirEntries = entriesById(theirs);
  return {
    ...theirs,
    ...(choose('inspection') === 'mine' ? ownFindings(mine) : {}),
    statePerElement: elementIds(mine, theirs).flatMap((id) => {
      const entry = (choose(id) === 'mine' ? mineEntries : theirEntries).get(id);
      return entry ? [entry] : [];
    }),
  };
};
