import type { Schedule } from '@vve/contract/calls/schedules';
import { presentAspect, type AspectRow } from './aspect';

/** A planned inspection task (spec §3), with the caller's draft inspection of it. */
export const presentSchedule = (row: {
  id: number;
  scheduledDate: string;
  aspect: AspectRow;
  draftInspectionId: number | null;
}): Schedule => ({
  id: row.id,
  scheduledDate: row.scheduledDate,
  aspect: presentAspect(row.aspect),
  draftInspectionId: row.draftInspectionId,
});
