import { and, asc, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Report } from '@vve/contract/calls/reports';
import { ReportStatus } from '@vve/contract/enums';
import type { Database } from '../../db/database';
import { amongFirstRows } from '../../db/paging';
import { users } from '../../db/schema/accounts';
import { complexes } from '../../db/schema/complexes';
import { files } from '../../db/schema/files';
import { reportAttachments, reports } from '../../db/schema/reports';
import { presentFile } from '../files/file-repository';

/** The lists show the newest requests; older ones stay reachable from their complex's records. */
export const REPORT_LIST_LIMIT = 200;

/** Requests matching `where`, newest first, in the answer's shape (spec §3). */
export const findReports = async (
  db: Database,
  where: SQL | undefined,
  limit = REPORT_LIST_LIMIT,
): Promise<Report[]> => {
  const newestFirst = [desc(reports.createdAt), desc(reports.id)];
  const rows = await db
    .select({ report: reports, complexName: complexes.naam, creatorName: users.name })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.createdBy))
    .leftJoin(complexes, eq(complexes.id, reports.complexId))
    .where(amongFirstRows(db, reports.id, where, newestFirst, { limit }))
    .orderBy(...newestFirst);
  const ids = rows.map((row) => row.report.id);
  const attachments =
    ids.length === 0
      ? []
      : await db
          .select({ reportId: reportAttachments.reportId, file: files })
          .from(reportAttachments)
          .innerJoin(files, eq(files.id, reportAttachments.fileId))
          .where(inArray(reportAttachments.reportId, ids))
          .orderBy(asc(reportAttachments.position));
  return rows.map(({ report, complexName, creatorName }) => ({
    id: report.id,
    nr: String(report.nr),
    aanmaakDatum: report.createdAt.toISOString(),
    omschrijving: report.omschrijving,
    status: ReportStatus.parse(report.status),
    vve:
      report.complexId === null || complexName === null ? null : { id: report.complexId, naam: complexName },
    aangemaaktDoor: { naam: creatorName },
    melder: { naam: creatorName },
    attachments: attachments.filter((row) => row.reportId === report.id).map((row) => presentFile(row.file)),
    linkedItem:
      report.bimProjectId === null
        ? null
        : { projectId: report.bimProjectId, viewpointId: report.viewpointId },
  }));
};

/** The user's own requests. */
export const personalReportsFilter = (userId: number): SQL => eq(reports.createdBy, userId);

/** The shared requests of the user's complexes, and the user's own. */
export const recentReportsFilter = (userId: number, complexIds: readonly number[]): SQL | undefined =>
  complexIds.length === 0
    ? personalReportsFilter(userId)
    : or(
        personalReportsFilter(userId),
        and(eq(reports.publiclyVisible, true), inArray(reports.complexId, [...complexIds])),
      );
