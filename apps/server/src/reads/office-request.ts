import type { Database } from '../db/database';
import { notFound } from '../lib/http-error';
import type { OfficeRequestParts } from '../presenters/office-request';
import { findAuditTrail } from '../queries/audit-trail';
import { findWorkOrdersOfRequest } from '../queries/office-work-orders';
import { findOfficeRequestDetails, findUnitsOfResident } from '../queries/office-request';
import { findRequestMessages } from '../queries/request-messages';
import { findStatusChanges, findSupplierReportsOfRequest } from '../queries/request-timeline';
import { findRaisedFinding } from './office-inspection';
import { findRequestWithAnswer } from './requests';

/**
 * Everything the back office's page of one request is made of (404 when there is no such request): the
 * request, its details, the requester's units in its complex, the finding of the inspection that raised it, its
 * work orders, status changes, messages
 * of both visibilities, its suppliers' reports and its audit trail (oldest first).
 */
export const findOfficeRequest = async (db: Database, reportId: number): Promise<OfficeRequestParts> => {
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
