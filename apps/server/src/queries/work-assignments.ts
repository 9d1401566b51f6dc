import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { onPage } from '../db/paging';
import { complexes } from '../db/schema/complexes';
import { reports } from '../db/schema/reports';
import { supplierUpdates, workAssignmentInspections, workAssignments } from '../db/schema/work-assignments';
import { found } from '../lib/http-error';
import { findAttachmentsOfReports } from './reports';

/** The newest status report of the work order of the outer query (joined laterally, by its index). */
export const lastUpdateOf = (db: Database) =>
  db
    .select({
      status: supplierUpdates.status,
      description: supplierUpdates.description,
      createdAt: supplierUpdates.createdAt,
    })
    .from(supplierUpdates)
    .where(eq(supplierUpdates.workAssignmentId, workAssignments.id))
    .orderBy(desc(supplierUpdates.createdAt), desc(supplierUpdates.id))
    .limit(1)
    .as('last_update');

/**
 * Work orders matching `where` (a policy's filter), newest first (a page of 50 when `page` is given), with
 * their complex's address, their request's viewpoint and photos (one query for all) and their newest
 * status report (null when none).
 */
export const findWorkAssignments = async (db: Database, where: SQL | undefined, page?: number) => {
  const newestFirst = [desc(workAssignments.createdAt), desc(workAssignments.id)];
  const lastUpdate = lastUpdateOf(db);
  const rows = await db
    .select({
      order: workAssignments,
      adres: complexes.adres,
      plaats: complexes.plaats,
      viewpointId: reports.viewpointId,
      lastStatus: lastUpdate.status,
      lastDescription: lastUpdate.description,
      lastCreatedAt: lastUpdate.createdAt,
    })
    .from(workAssignments)
    .innerJoin(complexes, eq(complexes.id, workAssignments.complexId))
    .leftJoin(reports, eq(reports.id, workAssignments.requestId))
    .leftJoinLateral(lastUpdate, sql`true`)
    .where(page === undefined ? where : onPage(db, workAssignments.id, where, newestFirst, page))
    .orderBy(...newestFirst);
  const photos = await findAttachmentsOfReports(
    db,
    rows.flatMap((row) => row.order.requestId ?? []),
  );
  return rows.map((row) => ({
    ...row,
    attachments: row.order.requestId === null ? [] : (photos.get(row.order.requestId) ?? []),
  }));
};

/** One work order by its id, when it matches `where` (a policy's filter); else 404. */
export const findWorkAssignment = async (db: Database, id: number, where?: SQL) => {
  return found(await findWorkAssignments(db, and(eq(workAssignments.id, id), where)), 'Work order');
};

/** The work orders related to an inspection, among those matching `where` (a policy's filter). */
export const findWorkAssignmentsOfInspection = (
  db: Database,
  inspectionId: number,
  where: SQL | undefined,
) => {
  const linked = db
    .select({ id: workAssignmentInspections.workAssignmentId })
    .from(workAssignmentInspections)
    .where(eq(workAssignmentInspections.inspectionId, inspectionId));
  return findWorkAssignments(db, and(inArray(workAssignments.id, linked), where));
};
