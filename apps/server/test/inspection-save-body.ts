import type { Inspection, InspectionSaveInput } from '@vve/contract/calls/inspections';

/** A save of an aspect's inspection as performed 'GREAT' with nothing else, changed where a test says. */
export const performedSave = (
  aspect: number,
  schedule: number | null,
  changes: Partial<InspectionSaveInput> = {},
): InspectionSaveInput => ({
  aspect,
  schedule,
  state: 'GREAT',
  stateDescription: null,
  statePerElement: [],
  createRequest: false,
  requestDescription: '',
  files: [],
  ...changes,
});

/** The same for a loaded inspection, performing its task. */
export const saveBody = (
  inspection: Inspection,
  changes: Partial<InspectionSaveInput> = {},
): InspectionSaveInput =>
  performedSave(inspection.aspect.id, inspection.applyToSchedules[0] ?? null, changes);

/** An element's finding in a save: graded 'GREAT' with nothing else, changed where a test says. */
export const elementFinding = (elementId: number | undefined, changes: object = {}) => ({
  element: { id: elementId ?? 0 },
  state: 'GREAT' as const,
  stateDescription: null,
  createRequest: false,
  requestDescription: '',
  files: [],
  ...changes,
});
