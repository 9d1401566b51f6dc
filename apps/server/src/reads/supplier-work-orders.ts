import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { WorkAssignment } from '@vve/contract/calls/work-assignments';
import type { Database } from '../db/database';
import { sqlList } from '../db/json-rows';
import { queryJsonList, queryJsonOne } from '../db/json-answer';
import { orNotFound } from '../lib/http-error';
import { onPage } from '../db/paging';
import { complexes } from '../db/schema/complexes';
import { requests } from '../db/schema/requests';
import { workOrderInspections, workOrders } from '../db/schema/work-orders';
import { supplierWorkOrderJson } from '../presenters/supplier-work-order';

/** Newest first: the order of every list of work orders. */
const newestFirst = [desc(workOrders.createdAt), desc(workOrders.id)];

/** The rows of the work orders matching `where`, each with its answer (presenters/supplier-work-order), newest first. */
const supplierWorkOrderAnswers = (where: SQL | undefined) =>
  sql`select ${supplierWorkOrderJson} as answer from ${workOrders}
    join ${complexes} on ${eq(complexes.id, workOrders.complexId)}
    left join ${requests} on ${eq(requests.id, workOrders.requestId)}
    where ${where ?? sql`true`} order by ${sqlList(newestFirst)}`;

/** Work orders matching `where` (a policy's filter), newest first (a page of 50 when `page` is given), as JSON. */
export const findSupplierWorkOrders = (db: Database, where: SQL | undefined, page?: number) =>
  queryJsonList<WorkAssignment>(
    db,
    supplierWorkOrderAnswers(
      page === undefined ? where : onPage(db, workOrders.id, where, newestFirst, page),
    ),
  );

/** One work order by its id, when it matches `where` (a policy's filter), as JSON; else 404. */
export const findSupplierWorkOrder = async (db: Database, id: number, where?: SQL) =>
  orNotFound(
    await queryJsonOne<WorkAssignment>(db, supplierWorkOrderAnswers(and(eq(workOrders.id, id), where))),
    'Work order',
  );

/** The work orders related to an inspection, among those matching `where` (a policy's filter). */
export const findWorkOrdersOfInspection = (db: Database, inspectionId: number, where: SQL | undefined) => {
  const linked = db
    .select({ id: workOrderInspections.workAssignmentId })
    .from(workOrderInspections)
    .where(eq(workOrderInspections.inspectionId, inspectionId));
  return findSupplierWorkOrders(db, and(inArray(workOrders.id, linked), where));
};
