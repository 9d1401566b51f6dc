import type { PinnedRequest, Viewpoint } from '@vve/contract/calls/bim';
import { ReportStatus } from '@vve/contract/enums';
import type { bimViewpoints } from '../db/schema/bim';
import type { PinnedRequestRow } from '../queries/viewpoints';

/** A BCF viewpoint: where the camera stood and what was selected. */
export const presentViewpoint = (row: typeof bimViewpoints.$inferSelect): Viewpoint => ({
  guid: row.guid,
  projectId: row.projectId,
  camera: row.camera,
  selectedGuids: row.selectedGuids,
  createdAt: row.createdAt.toISOString(),
});

/** A request pinned in a 3D model, with the viewpoint it was made from. */
export const presentPinnedRequest = ({ report, viewpoint }: PinnedRequestRow): PinnedRequest => ({
  id: report.id,
  nr: String(report.nr),
  omschrijving: report.omschrijving,
  status: ReportStatus.parse(report.status),
  viewpoint: presentViewpoint(viewpoint),
});
