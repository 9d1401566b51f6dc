import type { Inspection, InspectionSave } from '../calls/inspections';
import { recordedFindings } from './element-state';

/**
 * The body that saves an inspection (spec §7): the aspect id, the first applied schedule or null, the findings,
 * and the version they are based on (a save elsewhere since answers 409: issue 16's conflicts).
 * Fields are copied one by one, so that nothing else reaches the strict body.
 */
export const toInspectionSave = (inspection: Inspection): InspectionSave => ({
  aspect: inspection.aspect.id,
  schedule: inspection.applyToSchedules[0] ?? null,
  state: inspection.state,
  stateDescription: inspection.stateDescription,
  statePerElement: inspection.statePerElement.map((entry) => ({
    element: { id: entry.element.id },
    ...recordedFindings(entry),
  })),
  createRequest: inspection.createRequest,
  requestDescription: inspection.requestDescription,
  files: inspection.files,
  version: inspection.version,
});
