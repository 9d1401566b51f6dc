import { and, asc, desc, eq, inArray, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { OfficeRequestCounts, OfficeRequestsQuery } from '@vve/contract/calls/office';
import { ReportStatus } from '@vve/contract/enums';
import { OPEN_REPORT_STATUSES } from '@vve/contract/rules/request-due';
import type { Database } from '../db/database';
import { queryJsonOne } from '../db/json-answer';
import { orNotFound } from '../lib/http-error';
import { amongFirstRows, type RowWindow } from '../db/paging';
import { requestStatusTotals, requestViews, requests } from '../db/schema/requests';
import { amongFirstTextMatches, textMatch } from './inbox-text';

export type InboxFilters = Omit<OfficeRequestsQuery, 'page'>;

/** Whose inbox, and when: 'Only mine' and 'Waiting for me' are the administrator's, 'Overdue' is now's. */
export interface InboxViewer {
  userId: number;
  now: Date;
}

/**
 * A request past new that a supplier reported on or its resident wrote on since the administrator last opened
 * it (or ever, when they never did). Counted, it is one pass over the partial index of such requests by the
 * moment they were answered, against the administrator's views (a hash anti-join): no row of `reports` is read.
 */
const answeredSinceSeenBy = (userId: number): SQL | undefined =>
  and(
    ne(requests.status, 'NIEUW'),
    isNotNull(requests.answeredAt),
    sql`NOT EXISTS (SELECT 1 FROM ${requestViews}
          WHERE ${requestViews.userId} = ${userId} AND ${requestViews.reportId} = ${requests.id}
            AND ${requestViews.seenAt} >= ${requests.answeredAt})`,
  );

/** Waiting for the administrator: new, or answered by a supplier or the resident since they last opened it. */
export const waitingFor = (userId: number): SQL | undefined =>
  or(eq(requests.status, 'NIEUW'), answeredSinceSeenBy(userId));

/** Open and past its due moment (the contract's `isOverdue`), read by the due dates' index. */
const overdueAt = (now: Date): SQL | undefined =>
  and(lt(requests.dueAt, now), inArray(requests.status, [...OPEN_REPORT_STATUSES]));

/** The inbox's filters but the text as a condition on `reports` alone. */
const inboxMatching = (filters: InboxFilters, { userId, now }: InboxViewer): SQL | undefined =>
  and(
    filters.status === undefined ? undefined : eq(requests.status, filters.status),
    filters.complex === undefined ? undefined : eq(requests.complexId, filters.complex),
    filters.mine === undefined ? undefined : eq(requests.handledBy, userId),
    filters.waiting === undefined ? undefined : waitingFor(userId),
    filters.overdue === undefined ? undefined : overdueAt(now),
  );

/** The inbox's orders: newest first (the default), or the soonest due first; the id decides between equals. */
export const INBOX_ORDERS = {
  newest: [desc(requests.createdAt), desc(requests.id)],
  due: [asc(requests.dueAt), asc(requests.id)],
};

/**
 * The condition "among the inbox's rows `rows`" (a page, or an export's every row), picked from `reports` alone
 * before any join. The text (trimmed, any case; blank matches every request) is spec §5's filter rule (see
 * `amongFirstTextMatches`).
 */
export const inInbox = (db: Database, filters: InboxFilters, viewer: InboxViewer, rows: RowWindow): SQL => {
  const needle = filters.text?.trim().toLowerCase() ?? '';
  const others = inboxMatching(filters, viewer);
  if (needle === '')
    return amongFirstRows(db, requests.id, others, INBOX_ORDERS[filters.order ?? 'newest'], rows);
  return filters.order === 'due'
    ? amongFirstRows(db, requests.id, and(others, textMatch(db, needle)), INBOX_ORDERS.due, rows)
    : amongFirstTextMatches(db, needle, others, rows);
};

/** Each status of a request, as the key of its count in `by_status`: 0 when it has no request. */
const countsByStatus = sql.join(
  ReportStatus.options.map(
    (status) =>
      sql`${status}::text, coalesce(max(${requestStatusTotals.total}) filter (where ${eq(requestStatusTotals.status, status)}), 0)`,
  ),
  sql`, `,
);

/**
 * The navigation's counters, as JSON, in one statement: the requests per status (kept by triggers, read without
 * a scan), and those waiting for the administrator: every new one (its counter), and the others a supplier or
 * the resident answered since they last opened them.
 */
export const countInbox = async (db: Database, userId: number) =>
  orNotFound(
    await queryJsonOne<OfficeRequestCounts>(
      db,
      sql`select json_build_object('byStatus', by_status,
          'waiting', (by_status ->> 'NIEUW')::int + ${db.$count(requests, answeredSinceSeenBy(userId))}) as answer
        from (select json_build_object(${countsByStatus}) as by_status from ${requestStatusTotals}) as totals`,
    ),
    'Counters',
  );
