import { and, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { Inspection } from '@vve/contract/calls/inspections';
import type { Database } from '../db/database';
import { sqlList } from '../db/json-rows';
import { queryJsonList, queryJsonListOf, queryJsonOne } from '../db/json-answer';
import { orNotFound } from '../lib/http-error';
import { onPage } from '../db/paging';
import { complexes } from '../db/schema/complexes';
import { aspectTypes, aspects, inspections } from '../db/schema/inspections';
import { workOrderInspections, workOrders } from '../db/schema/work-orders';
import { inspectionJson } from '../presenters/inspection';
import { aspectComplexJoin, aspectTypeJoin } from '../queries/aspects';

/** Newest first: the order of every list of inspections. */
const newestFirst = [desc(inspections.createdAt), desc(inspections.id)];

/** The rows of the inspections matching `where`, each with its answer (presenters/inspection), newest first. */
const inspectionAnswers = (where: SQL | undefined) =>
  sql`select ${inspectionJson} as answer from ${inspections}
    join ${aspects} on ${eq(aspects.id, inspections.aspectId)}
    join ${aspectTypes} on ${aspectTypeJoin}
    join ${complexes} on ${aspectComplexJoin}
    where ${where ?? sql`true`} order by ${sqlList(newestFirst)}`;

/**
 * Inspections matching `where` (a policy's filter), newest first (a page of 50 when `page` is given), each with its
 * aspect and its findings per element, as JSON.
 */
export const findInspections = (db: Database, where: SQL | undefined, page?: number) =>
  queryJsonList<Inspection>(
    db,
    inspectionAnswers(page === undefined ? where : onPage(db, inspections.id, where, newestFirst, page)),
  );

/** One inspection by its id, when it matches `where` (a policy's filter), as JSON; else 404. */
export const findInspection = async (db: Database, id: number, where?: SQL) =>
  orNotFound(
    await queryJsonOne<Inspection>(db, inspectionAnswers(and(eq(inspections.id, id), where))),
    'Inspection',
  );

/**
 * The inspections related to a work order, among those matching `where` (a policy's filter), as JSON, when the work
 * order matches `workOrderWhere` (a policy's filter); else 404.
 */
export const findInspectionsOfWorkOrder = async (
  db: Database,
  workAssignmentId: number,
  where: SQL | undefined,
  workOrderWhere: SQL | undefined,
) => {
  const linked = db
    .select({ id: workOrderInspections.inspectionId })
    .from(workOrderInspections)
    .where(eq(workOrderInspections.workAssignmentId, workAssignmentId));
  const workOrder = db
    .select({ id: workOrders.id })
    .from(workOrders)
    .where(and(eq(workOrders.id, workAssignmentId), workOrderWhere));
  return orNotFound(
    await queryJsonListOf<Inspection>(
      db,
      inspectionAnswers(and(inArray(inspections.id, linked), where)),
      exists(workOrder),
    ),
    'Work order',
  );
};
