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
  const attachments = await findAttachmentsOfReports(
    db,
    rows.map((row) => row.report.id),
  );
  return rows.map((row) => ({ ...row, attachments: attachments.get(row.report.id) ?? [] }));
};

/** The photos of these requests in their order, by request: one query for a whole list. */
export const findAttachmentsOfReports = async (
  db: Database,
  reportIds: readonly number[],
): Promise<Map<number, FileRow[]>> => {
  const byReport = new Map<number, FileRow[]>();
  if (reportIds.length === 0) return byReport;
  const rows = await db
    .select({ reportId: reportAttachments.reportId, file: files })
    .from(reportAttachments)
    .innerJoin(files, eq(files.id, reportAttachments.fileId))
    .where(inArray(reportAttachments.reportId, [...new Set(reportIds)]))
    .orderBy(asc(reportAttachments.position));
  for (const { reportId, file } of rows) byReport.set(reportId, [...(byReport.get(reportId) ?? []), file]);
  return byReport;
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
