import { and, asc, eq, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema/accounts';
import { auditEvents } from '../db/schema/audit';
import { requestStatusChanges } from '../db/schema/requests';
import { supplierUpdates, workOrders } from '../db/schema/work-orders';

/** A request's status changes, oldest first, with the name of who made each (null when gone). */
export const findStatusChanges = (db: Database, reportId: number) =>
  db
    .select({ change: requestStatusChanges, changedByName: users.name })
    .from(requestStatusChanges)
    .leftJoin(users, eq(users.id, requestStatusChanges.changedBy))
    .where(eq(requestStatusChanges.reportId, reportId))
    .orderBy(asc(requestStatusChanges.changedAt), asc(requestStatusChanges.id));

export type StatusChangeRow = Awaited<ReturnType<typeof findStatusChanges>>[number];

/** Every status report of the suppliers on a request's work orders, oldest first. */
export const findSupplierReportsOfRequest = (db: Database, reportId: number) =>
  db
    .select({
      id: supplierUpdates.id,
      workOrderId: supplierUpdates.workAssignmentId,
      status: supplierUpdates.status,
      description: supplierUpdates.description,
      createdAt: supplierUpdates.createdAt,
    })
    .from(supplierUpdates)
    .where(
      inArray(
        supplierUpdates.workAssignmentId,
        db.select({ id: workOrders.id }).from(workOrders).where(eq(workOrders.requestId, reportId)),
      ),
    )
    .orderBy(asc(supplierUpdates.createdAt), asc(supplierUpdates.id));

export type SupplierReportRow = Awaited<ReturnType<typeof findSupplierReportsOfRequest>>[number];

/**
 * The planned dates of a request's work orders that are not cancelled, each with the moment it was set (the work
 * order's creation or its last new planning), oldest first.
 */
export const findPlannedWork = async (db: Database, reportId: number) => {
  const rows = await db
    .select({
      date: workOrders.planningDate,
      at: sql<Date>`coalesce(${max(auditEvents.at)}, ${workOrders.createdAt})`.mapWith(
        (value: Date | string) => new Date(value),
      ),
    })
    .from(workOrders)
    .leftJoin(
      auditEvents,
      and(
        eq(auditEvents.entity, 'work-order'),
        eq(auditEvents.entityId, workOrders.id),
        inArray(auditEvents.action, ['work-order.created', 'work-order.planned']),
      ),
    )
    .where(
      and(
        eq(workOrders.requestId, reportId),
        isNull(workOrders.cancelledAt),
        isNotNull(workOrders.planningDate),
      ),
    )
    .groupBy(workOrders.id);
  return rows.flatMap(({ date, at }) => (date === null ? [] : [{ date, at }]));
};

export type PlannedWorkRow = Awaited<ReturnType<typeof findPlannedWork>>[number];
