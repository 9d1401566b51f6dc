import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { users } from '../db/schema/accounts';
import { complexes, units } from '../db/schema/complexes';
import { aspectElements } from '../db/schema/inspections';
import { reports } from '../db/schema/reports';
import { notFound } from '../lib/http-error';
import { findAuditTrail } from './audit-trail';
import { findRaisedFinding } from './office-inspection';
import { requestReadyToResolve } from './ready-to-resolve';
import { findWorkOrdersOfRequest } from './office-work-orders';
import { findRequestWithAnswer } from './reports';
import { findRequestMessages } from './request-messages';
import { ownedOrRentedBy } from './resident-units';
import { findStatusChanges, findSupplierReportsOfRequest } from './request-timeline';

const handler = alias(users, 'handler');

/**
 * What the back office shows of a request besides the request itself: its complex's address, handler, element,
 * and whether it is ready to resolve.
 */
const findOfficeRequestDetails = async (db: Database, reportId: number) => {
  const [row] = await db
    .select({
      adres: complexes.adres,
      plaats: complexes.plaats,
      handlerName: handler.name,
      elementLabel: aspectElements.label,
      readyToResolve: requestReadyToResolve(reports.id, reports.status),
    })
    .from(reports)
    .leftJoin(complexes, eq(complexes.id, reports.complexId))
    .leftJoin(handler, eq(handler.id, reports.handledBy))
    .leftJoin(aspectElements, eq(aspectElements.id, reports.inspectionElementId))
    .where(eq(reports.id, reportId));
  if (!row) throw new Error(`request ${reportId} not found`);
  return row;
};

/** The addresses of the units a user owns or rents (now or before) in a complex, in order. */
const findUnitsOfResident = async (db: Database, userId: number, complexId: number): Promise<string[]> => {
  const rows = await db
    .select({ adres: units.adres })
    .from(units)
    .where(and(eq(units.complexId, complexId), ownedOrRentedBy(userId)))
    .orderBy(asc(units.adres), asc(units.id));
  return rows.map((row) => row.adres);
};

/**
 * Everything the back office's page of one request is made of (404 when there is no such request): the
 * request, its details, the requester's units in its complex, the finding of the inspection that raised it, its
 * work orders, status changes, messages
 * of both visibilities, its suppliers' reports and its audit trail (oldest first).
 */
export const findOfficeRequest = async (db: Database, reportId: number) => {
  const request = await findRequestWithAnswer(db, reportId);
  if (!request) throw notFound('Request');
  const { complexId, createdBy, inspectionId, inspectionElementId } = request.report;
  const [details, units, finding, workOrders, statusChanges, messages, supplierReports, audit] =
    await Promise.all([
      findOfficeRequestDetails(db, reportId),
      complexId === null ? Promise.resolve([]) : findUnitsOfResident(db, createdBy, complexId),
      inspectionId === null
        ? Promise.resolve(null)
        : findRaisedFinding(db, inspectionId, inspectionElementId),
      findWorkOrdersOfRequest(db, reportId),
      findStatusChanges(db, reportId),
      findRequestMessages(db, reportId, ['RESIDENT', 'INTERNAL']),
      findSupplierReportsOfRequest(db, reportId),
      findAuditTrail(db, 'request', reportId),
    ]);
  return { request, details, units, finding, workOrders, statusChanges, messages, supplierReports, audit };
};

export type OfficeRequestParts = Awaited<ReturnType<typeof findOfficeRequest>>;
