import { and, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OfficeRequestsQuery } from '@vve/contract/calls/office';
import type { Database } from '../db/database';
import { onPage } from '../db/paging';
import { users } from '../db/schema/accounts';
import { complexes } from '../db/schema/complexes';
import { reportAttachments, reportStatusTotals, reportViews, reports } from '../db/schema/reports';
import { workAssignments } from '../db/schema/work-assignments';
import { onTextPage } from './inbox-text';
import { findOfficeWorkOrders } from './office-work-orders';

export type InboxFilters = Omit<OfficeRequestsQuery, 'page'>;

const handler = alias(users, 'handler');

/**
 * An in-handling request a supplier reported on since the administrator last opened it (or ever, when they
 * never did). Counted, it is one pass over the partial index of in-handling requests by their last
 * report, against the administrator's views (a hash anti-join): no row of `reports` is read.
 */
const reportedSinceSeenBy = (userId: number): SQL | undefined =>
  and(
    eq(reports.status, 'IN_BEHANDELING'),
    isNotNull(reports.supplierReportedAt),
    sql`NOT EXISTS (SELECT 1 FROM ${reportViews}
          WHERE ${reportViews.userId} = ${userId} AND ${reportViews.reportId} = ${reports.id}
            AND ${reportViews.seenAt} >= ${reports.supplierReportedAt})`,
  );

/** Waiting for the administrator: new, or reported on by a supplier since they last opened it. */
const waitingFor = (userId: number): SQL | undefined =>
  or(eq(reports.status, 'NIEUW'), reportedSinceSeenBy(userId));

/** The inbox's filters but the text as a condition on `reports` alone. */
const inboxMatching = (filters: InboxFilters, userId: number): SQL | undefined =>
  and(
    filters.status === undefined ? undefined : eq(reports.status, filters.status),
    filters.complex === undefined ? undefined : eq(reports.complexId, filters.complex),
    filters.mine === undefined ? undefined : eq(reports.handledBy, userId),
    filters.waiting === undefined ? undefined : waitingFor(userId),
  );

/**
 * The condition "on page `page` of the inbox", picked from `reports` alone before any join. The text
 * (trimmed, any case; blank matches every request) is spec §5's filter rule (see `onTextPage`).
 */
const onInboxPage = (db: Database, filters: InboxFilters, userId: number, page: number): SQL => {
  const needle = filters.text?.trim().toLowerCase() ?? '';
  const others = inboxMatching(filters, userId);
  return needle === ''
    ? onPage(db, reports.id, others, [desc(reports.createdAt), desc(reports.id)], page)
    : onTextPage(db, needle, others, page);
};

/**
 * One page of the back office's inbox for the administrator `userId`: the requests matching the filters,
 * newest first, with complex, requester, handler, photo count and whether they wait for the administrator;
 * then the work orders of those requests (for alerts and 'Ready to resolve'), in one query.
 */
export const findInboxPage = async (db: Database, filters: InboxFilters, userId: number, page: number) => {
  const newestFirst = [desc(reports.createdAt), desc(reports.id)];
  const rows = await db
    .select({
      id: reports.id,
      nr: reports.nr,
      complexId: reports.complexId,
      omschrijving: reports.omschrijving,
      createdAt: reports.createdAt,
      status: reports.status,
      viewpointId: reports.viewpointId,
      inspectionId: reports.inspectionId,
      complexName: complexes.naam,
      requesterName: users.name,
      handlerName: handler.name,
      photoCount: db.$count(reportAttachments, eq(reportAttachments.reportId, reports.id)),
      waiting: sql<boolean>`coalesce(${waitingFor(userId)}, false)`,
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.createdBy))
    .leftJoin(complexes, eq(complexes.id, reports.complexId))
    .leftJoin(handler, eq(handler.id, reports.handledBy))
    .where(onInboxPage(db, filters, userId, page))
    .orderBy(...newestFirst);
  const ids = rows.map((row) => row.id);
  const workOrders =
    ids.length === 0 ? [] : await findOfficeWorkOrders(db, inArray(workAssignments.requestId, ids));
  return rows.map((row) => ({
    ...row,
    workOrders: workOrders.filter((order) => order.order.requestId === row.id),
  }));
};

export type InboxRow = Awaited<ReturnType<typeof findInboxPage>>[number];

/**
 * The navigation's counters: the requests per status (kept by triggers, read without a scan), and those
 * waiting for the administrator: every new one (its counter), and the in-handling ones a supplier reported
 * on since they last opened them.
 */
export const countInbox = async (db: Database, userId: number) => ({
  totals: await db.select().from(reportStatusTotals),
  reportedSinceSeen: await db.$count(reports, reportedSinceSeenBy(userId)),
});
