import type { RelatedRequest, Report } from '@vve/contract/calls/reports';
import { ReportStatus } from '@vve/contract/enums';
import type { ReportRow } from '../queries/reports';
import { presentFile } from './file';

/** A request (spec §3): the creator is its reporter too. */
export const presentReport = ({ report, complexName, creatorName, attachments }: ReportRow): Report => ({
  id: report.id,
  nr: String(report.nr),
  aanmaakDatum: report.createdAt.toISOString(),
  omschrijving: report.omschrijving,
  status: ReportStatus.parse(report.status),
  vve: report.complexId === null || complexName === null ? null : { id: report.complexId, naam: complexName },
  aangemaaktDoor: { naam: creatorName },
  melder: { naam: creatorName },
  attachments: attachments.map(presentFile),
  linkedItem:
    report.bimProjectId === null ? null : { projectId: report.bimProjectId, viewpointId: report.viewpointId },
});

/** A request related to an inspection (one it raised), as the inspection screen lists it. */
export const presentRelatedRequest = (row: {
  id: number;
  omschrijving: string;
  melder: string;
  createdAt: Date;
  status: string;
}): RelatedRequest => ({
  id: row.id,
  omschrijving: row.omschrijving,
  melder: row.melder,
  aanmaakdatum: row.createdAt.toISOString(),
  status: ReportStatus.parse(row.status),
});
