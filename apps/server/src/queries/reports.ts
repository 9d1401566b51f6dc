import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { amongFirstRows } from '../db/paging';
import { users } from '../db/schema/accounts';
import { complexes } from '../db/schema/complexes';
import { files, type FileRow } from '../db/schema/files';
import { reportAttachments, reports } from '../db/schema/reports';

/** The lists show the newest requests; older ones stay reachable from their complex's records. */
export const REPORT_LIST_LIMIT = 200;

export interface ReportRow {
  report: typeof reports.$inferSelect;
  complexName: string | null;
  creatorName: string;
  attachments: FileRow[];
}

/** Requests matching `where` (a policy's filter), newest first, with their complex, creator and photos. */
export const findReports = async (
  db: Database,
  where: SQL | undefined,
  limit = REPORT_LIST_LIMIT,
): Promise<ReportRow[]> => {
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
  return rows.map((row) => ({
    ...row,
    attachments: attachments.filter((entry) => entry.reportId === row.report.id).map((entry) => entry.file),
  }));
};

/** One request by its id (the caller has checked that the user may see it). */
export const findReport = async (db: Database, id: number): Promise<ReportRow> => {
  const [row] = await findReports(db, eq(reports.id, id), 1);
  if (!row) throw new Error(`request ${id} not found`);
  return row;
};

/** The requests an inspection raised, in the order they were raised. */
export const findRequestsOfInspection = (db: Database, inspectionId: number) =>
  db
    .select({
      id: reports.id,
      omschrijving: reports.omschrijving,
      melder: users.name,
      createdAt: reports.createdAt,
      status: reports.status,
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.createdBy))
    .where(eq(reports.inspectionId, inspectionId))
    .orderBy(reports.id);
