import { and, desc, eq, inArray, lt, not, notExists, sql, type SQL } from 'drizzle-orm';
import type { OfficeWorkOrdersQuery } from '@vve/contract/calls/office-work-orders';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { onPage, pageWindow, type RowWindow } from '../db/paging';
import { users } from '../db/schema/accounts';
import { complexes } from '../db/schema/complexes';
import { requests } from '../db/schema/requests';
import { supplierOrganisations } from '../db/schema/suppliers';
import { supplierUpdateAttachments, supplierUpdates, workOrders } from '../db/schema/work-orders';
import { found } from '../lib/http-error';
import { findAttachedPhotos } from './files';
import { lastUpdateOf } from './newest-status-report';

const cancelledBy = alias(users, 'cancelled_by_user');

/** The lists' order: newest first, the id deciding between equal times. */
const NEWEST_FIRST = [desc(workOrders.createdAt), desc(workOrders.id)];

/**
 * Work orders across suppliers matching `where`, newest first (a page of 50 when `page` is given), with
 * their supplier, complex, request, newest status report and who cancelled them.
 */
export const findOfficeWorkOrders = (db: Database, where: SQL | undefined, page?: number) => {
  const lastUpdate = lastUpdateOf(db);
  return db
    .select({
      order: workOrders,
      supplierName: supplierOrganisations.naam,
      complexName: complexes.naam,
      requestNr: requests.nr,
      requestText: requests.omschrijving,
      cancelledByName: cancelledBy.name,
      lastStatus: lastUpdate.status,
      lastDescription: lastUpdate.description,
      lastCreatedAt: lastUpdate.createdAt,
    })
    .from(workOrders)
    .innerJoin(supplierOrganisations, eq(supplierOrganisations.id, workOrders.supplierId))
    .innerJoin(complexes, eq(complexes.id, workOrders.complexId))
    .leftJoin(requests, eq(requests.id, workOrders.requestId))
    .leftJoin(cancelledBy, eq(cancelledBy.id, workOrders.cancelledBy))
    .leftJoinLateral(lastUpdate, sql`true`)
    .where(page === undefined ? where : onPage(db, workOrders.id, where, NEWEST_FIRST, page))
    .orderBy(...NEWEST_FIRST);
};

export type OfficeWorkOrderRow = Awaited<ReturnType<typeof findOfficeWorkOrders>>[number];

/** One work order by its id, when it matches `where`; else 404. */
export const findOfficeWorkOrder = async (db: Database, id: number, where?: SQL) =>
  found(await findOfficeWorkOrders(db, and(eq(workOrders.id, id), where)), 'Work order');

/** The work orders of a request, newest first. */
export const findWorkOrdersOfRequest = (db: Database, requestId: number) =>
  findOfficeWorkOrders(db, eq(workOrders.requestId, requestId));

/** The back office's filters of the work orders (all but the page). */
export type WorkOrderFilters = Omit<OfficeWorkOrdersQuery, 'page'>;

/**
 * The rows `rows` (a page, or an export's every row; newest first) of the work orders matching the back office's
 * filters. Their ids are
 * picked from `work_assignments` before anything is joined: supplier and complex by their (…, created_at,
 * id) indexes; overdue by the open work orders' planning date, compared with `today` (`YYYY-MM-DD`, UTC);
 * the last status by the newest report of each candidate, joined laterally (one probe of the reports'
 * index each), so that the planner estimates it by the statuses' statistics (as a condition on a subquery
 * it guessed a walk of the whole table, and compiled the statement for it).
 */
export const findOfficeWorkOrderRows = (
  db: Database,
  { supplier, complex, lastStatus, overdue }: WorkOrderFilters,
  today: string,
  { limit, offset = 0 }: RowWindow,
) => {
  const lastUpdate = lastUpdateOf(db);
  const candidates = db.select({ id: workOrders.id }).from(workOrders).$dynamic();
  const withStatus =
    lastStatus === undefined || lastStatus === 'NONE'
      ? candidates
      : candidates.innerJoinLateral(lastUpdate, sql`true`);
  const noReport = db
    .select({ id: supplierUpdates.id })
    .from(supplierUpdates)
    .where(eq(supplierUpdates.workAssignmentId, workOrders.id));
  const ids = withStatus
    .where(
      and(
        supplier === undefined ? undefined : eq(workOrders.supplierId, supplier),
        complex === undefined ? undefined : eq(workOrders.complexId, complex),
        lastStatus === undefined
          ? undefined
          : lastStatus === 'NONE'
            ? notExists(noReport)
            : eq(lastUpdate.status, lastStatus),
        overdue === undefined
          ? undefined
          : and(not(workOrders.completed), lt(workOrders.planningDate, today)),
      ),
    )
    .orderBy(...NEWEST_FIRST)
    .limit(limit)
    .offset(offset);
  return findOfficeWorkOrders(db, inArray(workOrders.id, ids));
};

/** A page (50, newest first) of the work orders matching the back office's filters: see `findOfficeWorkOrderRows`. */
export const findOfficeWorkOrderPage = (
  db: Database,
  { page, ...filters }: OfficeWorkOrdersQuery,
  today: string,
) => findOfficeWorkOrderRows(db, filters, today, pageWindow(page));

/** Every status report of a work order, newest first, with its photos in their order. */
export const findSupplierUpdates = async (db: Database, workOrderId: number) => {
  const updates = await db
    .select()
    .from(supplierUpdates)
    .where(eq(supplierUpdates.workAssignmentId, workOrderId))
    .orderBy(desc(supplierUpdates.createdAt), desc(supplierUpdates.id));
  const photos = await findAttachedPhotos(
    db,
    {
      table: supplierUpdateAttachments,
      holderId: supplierUpdateAttachments.updateId,
      fileId: supplierUpdateAttachments.fileId,
      position: supplierUpdateAttachments.position,
    },
    updates.map((update) => update.id),
  );
  return updates.map((update) => ({ ...update, attachments: photos.get(update.id) ?? [] }));
};
