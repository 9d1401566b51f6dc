import { eq, sql } from 'drizzle-orm';
import type { OfficeRequestRow } from '@vve/contract/calls/office';
import type { Database } from '../db/database';
import { queryJsonList } from '../db/json-answer';
import { sqlList } from '../db/json-rows';
import { pageWindow, type RowWindow } from '../db/paging';
import { users } from '../db/schema/accounts';
import { complexes } from '../db/schema/complexes';
import { requests } from '../db/schema/requests';
import {
  officeRequestRowJson,
  requestHandler,
  requestWaiting,
  requestWorkOrders,
} from '../presenters/office-request-row';
import {
  INBOX_ORDERS,
  inInbox,
  waitingFor,
  type InboxFilters,
  type InboxViewer,
} from '../queries/office-inbox';

/**
 * The rows `rows` of the back office's inbox for the administrator `userId` (a page, or an export's every row), as
 * JSON, in one statement: the requests matching the filters, in the chosen order (the rows picked from `reports` alone,
 * then joined), each with complex, requester, handler, photo count, whether it waits for the administrator, and
 * what its work orders make of it (alerts, 'Ready to resolve'; presenters/office-request-row).
 */
export const findInboxRows = (db: Database, filters: InboxFilters, viewer: InboxViewer, rows: RowWindow) =>
  queryJsonList<OfficeRequestRow>(
    db,
    sql`select ${officeRequestRowJson} as answer from ${requests}
      join ${users} on ${eq(users.id, requests.createdBy)}
      left join ${complexes} on ${eq(complexes.id, requests.complexId)}
      left join ${users} as ${requestHandler} on ${eq(requestHandler.id, requests.handledBy)}
      cross join ${requestWorkOrders}
      cross join ${requestWaiting(waitingFor(viewer.userId))}
      where ${inInbox(db, filters, viewer, rows)}
      order by ${sqlList(INBOX_ORDERS[filters.order ?? 'newest'])}`,
  );

/** One page of the inbox (50): see `findInboxRows`. */
export const findInboxPage = (db: Database, filters: InboxFilters, viewer: InboxViewer, page: number) =>
  findInboxRows(db, filters, viewer, pageWindow(page));
