import type { Inspection } from '@vve/contract/calls/inspections';
import { InspectionState } from '@vve/contract/enums';
import type { inspectionElementStates, inspections } from '../db/schema/inspections';
import { presentAspect, type AspectRow } from './aspect';

/** An inspection's row as the queries select it: with its aspect and its findings per element. */
export interface InspectionRow {
  inspection: typeof inspections.$inferSelect;
  aspect: AspectRow;
  elementStates: (typeof inspectionElementStates.$inferSelect)[];
}

/** An inspection of a building aspect (spec §3), with its findings per element. */
export const presentInspection = ({ inspection, aspect, elementStates }: InspectionRow): Inspection => ({
  id: inspection.id,
  draft: inspection.draft,
  state: InspectionState.parse(inspection.state),
  stateDescription: inspection.stateDescription,
  aspect: presentAspect(aspect),
  statePerElement: elementStates.map((entry) => ({
    element: { id: entry.elementId },
    state: InspectionState.parse(entry.state),
    stateDescription: entry.stateDescription,
    createRequest: entry.createRequest,
    requestDescription: entry.requestDescription,
    files: entry.fileIds,
  })),
  createRequest: inspection.createRequest,
  requestDescription: inspection.requestDescription,
  files: inspection.fileIds,
  applyToSchedules: inspection.scheduleId === null ? [] : [inspection.scheduleId],
  planDate: inspection.planDate,
  performedAt: inspection.performedAt?.toISOString() ?? null,
  version: inspection.version,
});
