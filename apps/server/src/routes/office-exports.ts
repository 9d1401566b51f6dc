import type { FastifyReply } from 'fastify';
import type { OfficeRequestRow } from '@vve/contract/calls/office';
import {
  exportFileName,
  MAX_EXPORT_ROWS,
  officeExportsCalls,
  type ExportedList,
  type ExportFormat,
} from '@vve/contract/calls/office-exports';
import { refusal } from '../lib/http-error';
import type { SessionUser } from '../lib/session-user';
import { sendSpreadsheet } from '../lib/spreadsheet/send-spreadsheet';
import { presentOfficeComplexRow } from '../presenters/office-complex';
import {
  COMPLEXES_SHEET,
  DELIVERIES_SHEET,
  PEOPLE_SHEET,
  presentExport,
  REQUESTS_SHEET,
  SUPPLIERS_SHEET,
  WORK_ORDERS_SHEET,
  type ExportSheet,
} from '../presenters/office-export';
import { presentOfficePersonRow } from '../presenters/office-person';
import { presentOfficeSupplierRow } from '../presenters/office-supplier';
import { isoDay } from '../lib/clock';
import { presentOfficeWorkOrder } from '../presenters/office-work-order';
import { findFailedDeliveries } from '../reads/failed-deliveries';
import { findComplexList } from '../queries/office-complexes';
import { findInboxRows } from '../reads/office-inbox';
import { findLanguageOf, findOfficePeopleRows } from '../queries/office-people';
import { findSupplierList } from '../queries/office-suppliers';
import { findOfficeWorkOrderRows } from '../queries/office-work-orders';
import { callRoutes } from './define-route';

/** Every row an export may hold, and one more: that one tells the list is too long. */
const EVERY_ROW = { limit: MAX_EXPORT_ROWS + 1 };

/**
 * The back office's lists as files (CSV or XLSX), as filtered: each reads its rows with its list's own query and
 * filters, every row up to MAX_EXPORT_ROWS (400 beyond), and answers them with the headers in the
 * administrator's language. Administrators only (404 for anyone else, before the query is read).
 */
export const officeExportRoutes = callRoutes((route, app) => {
  const { db, clock } = app;

  /** The rows as a download of the list's file, named by the list and today. */
  const download = async <Row>(
    reply: FastifyReply,
    { user, list, format }: { user: SessionUser; list: ExportedList; format: ExportFormat },
    sheet: ExportSheet<Row>,
    rows: readonly Row[],
  ) => {
    if (rows.length > MAX_EXPORT_ROWS)
      throw refusal('tooManyToExport', { rows: MAX_EXPORT_ROWS.toLocaleString('en-GB') });
    const language = await findLanguageOf(db, user.id);
    const table = presentExport(sheet, rows, language);
    return sendSpreadsheet(reply, table, {
      format,
      name: exportFileName(list, isoDay(clock()), format),
      sheet: sheet.name[language],
    });
  };

  route(officeExportsCalls.exportRequests, {
    fromReplica: true,
    handler: async ({ user, query: { format, ...filters }, reply }) => {
      const rows = await findInboxRows(db, filters, { userId: user.id, now: clock() }, EVERY_ROW);
      const requests = JSON.parse(rows.text) as OfficeRequestRow[];
      return download(reply, { user, list: 'requests', format }, REQUESTS_SHEET, requests);
    },
  });

  route(officeExportsCalls.exportWorkOrders, {
    fromReplica: true,
    handler: async ({ user, query: { format, ...filters }, reply }) => {
      const today = isoDay(clock());
      const rows = await findOfficeWorkOrderRows(db, filters, today, EVERY_ROW);
      const orders = rows.map((row) => presentOfficeWorkOrder(row, today));
      return download(reply, { user, list: 'work-orders', format }, WORK_ORDERS_SHEET, orders);
    },
  });

  route(officeExportsCalls.exportComplexes, {
    fromReplica: true,
    handler: async ({ user, query: { format, ...filters }, reply }) => {
      const rows = (await findComplexList(db, filters, EVERY_ROW)).map(presentOfficeComplexRow);
      return download(reply, { user, list: 'complexes', format }, COMPLEXES_SHEET, rows);
    },
  });

  route(officeExportsCalls.exportPeople, {
    fromReplica: true,
    handler: async ({ user, query: { format, ...filters }, reply }) => {
      const rows = (await findOfficePeopleRows(db, filters, clock(), EVERY_ROW)).map(presentOfficePersonRow);
      return download(reply, { user, list: 'people', format }, PEOPLE_SHEET, rows);
    },
  });

  route(officeExportsCalls.exportSuppliers, {
    fromReplica: true,
    handler: async ({ user, query: { format, ...filters }, reply }) => {
      const rows = await findSupplierList(db, filters, isoDay(clock()), EVERY_ROW);
      return download(
        reply,
        { user, list: 'suppliers', format },
        SUPPLIERS_SHEET,
        rows.map(presentOfficeSupplierRow),
      );
    },
  });

  route(officeExportsCalls.exportDeliveries, {
    handler: async ({ user, query: { format }, reply }) => {
      const limit = EVERY_ROW.limit;
      const deliveries = await findFailedDeliveries(db, await app.jobs.failed(limit), limit);
      return download(reply, { user, list: 'deliveries', format }, DELIVERIES_SHEET, deliveries);
    },
  });
});
