import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { onPage } from '../db/paging';
import { complexes } from '../db/schema/complexes';
import type { schedules } from '../db/schema/inspections';
import { aspectTypes, aspects, inspectionElementStates, inspections } from '../db/schema/inspections';
import { workAssignmentInspections } from '../db/schema/work-assignments';
import { found } from '../lib/http-error';
import { aspectColumns, aspectComplexJoin, aspectTypeJoin } from './aspects';

/**
 * Inspections matching `where` (a policy's filter), newest first (a page of 50 when `page` is given),
 * each with its aspect and its findings per element (by element id).
 */
/** The draft of a task (a `schedules.id`, or its column) that an inspector started: at most one. */
export const draftOfTask = (scheduleId: number | typeof schedules.id, inspectorId: number): SQL | undefined =>
  and(
    eq(inspections.scheduleId, scheduleId),
    eq(inspections.createdBy, inspectorId),
    eq(inspections.draft, true),
  );

export const findInspections = async (db: Database, where: SQL | undefined, page?: number) => {
  const newestFirst = [desc(inspections.createdAt), desc(inspections.id)];
  const rows = await db
    .select({ inspection: inspections, aspect: aspectColumns })
    .from(inspections)
    .innerJoin(aspects, eq(aspects.id, inspections.aspectId))
    .innerJoin(aspectTypes, aspectTypeJoin)
    .innerJoin(complexes, aspectComplexJoin)
    .where(page === undefined ? where : onPage(db, inspections.id, where, newestFirst, page))
    .orderBy(...newestFirst);
  const ids = rows.map((row) => row.inspection.id);
  const elementStates =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(inspectionElementStates)
          .where(inArray(inspectionElementStates.inspectionId, ids))
          .orderBy(asc(inspectionElementStates.elementId));
  return rows.map((row) => ({
    ...row,
    elementStates: elementStates.filter((entry) => entry.inspectionId === row.inspection.id),
  }));
};

/** One inspection by its id, when it matches `where` (a policy's filter); else 404. */
export const findInspection = async (db: Database, id: number, where?: SQL) => {
  return found(await findInspections(db, and(eq(inspections.id, id), where)), 'Inspection');
};

/** The inspections related to a work order, among those matching `where` (a policy's filter). */
export const findInspectionsOfWorkAssignment = (
  db: Database,
  workAssignmentId: number,
  where: SQL | undefined,
) => {
  const linked = db
    .select({ id: workAssignmentInspections.inspectionId })
    .from(workAssignmentInspections)
    .where(eq(workAssignmentInspections.workAssignmentId, workAssignmentId));
  return findInspections(db, and(inArray(inspections.id, linked), where));
};
