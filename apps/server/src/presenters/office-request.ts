import {
  RequestPriority,
  type InspectionFinding,
  type OfficeRequest,
  type TimelineEntry,
} from '@vve/contract/calls/office';
import { SupplierStatus } from '@vve/contract/enums';
import type { Report } from '@vve/contract/calls/requests';
import type { requests } from '../db/schema/requests';
import type { AuditTrailRow } from '../queries/audit-trail';
import type { OfficeRequestDetails } from '../queries/office-request';
import type { OfficeWorkOrderRow } from '../queries/office-work-orders';
import type { RequestMessageRow } from '../queries/request-messages';
import type { StatusChangeRow, SupplierReportRow } from '../queries/request-timeline';
import { presentAuditEntry } from './audit-entry';
import { presentOfficeWorkOrder } from './office-work-order';
import { oldestFirst, presentRequestMessage, presentStatusEntry } from './request-message';

/** What the back office's page of one request is made of (reads/office-request.ts reads it). */
export interface OfficeRequestParts {
  /** The request's row, its complex's and creator's names, and the request as the residents' answer has it. */
  request: {
    report: typeof requests.$inferSelect;
    complexName: string | null;
    creatorName: string;
    presented: Report;
  };
  details: OfficeRequestDetails;
  /** The addresses of the requester's units in its complex. */
  units: string[];
  /** The finding of the inspection that raised it, as it is now. */
  finding: InspectionFinding | null;
  workOrders: OfficeWorkOrderRow[];
  statusChanges: StatusChangeRow[];
  messages: RequestMessageRow[];
  supplierReports: SupplierReportRow[];
  /** Oldest first. */
  audit: AuditTrailRow[];
}

const nameOf = (naam: string | null) => (naam === null ? null : { naam });

/**
 * A request's timeline, oldest first: its creation, status changes, messages (both visibilities), its
 * work orders' creation, their suppliers' reports and their cancellations. At the same moment a status
 * change comes before the work order that caused it, and a message last.
 */
const presentTimeline = (parts: OfficeRequestParts): TimelineEntry[] => {
  const { report, creatorName } = parts.request;
  const supplierOf = new Map(parts.workOrders.map((row) => [row.order.id, row.supplierName]));
  return oldestFirst<TimelineEntry>([
    { kind: 'created', at: report.createdAt.toISOString(), by: { naam: creatorName } },
    ...parts.statusChanges.map((row) => ({ ...presentStatusEntry(row), by: nameOf(row.changedByName) })),
    ...[...parts.workOrders]
      .sort((a, b) => a.order.createdAt.getTime() - b.order.createdAt.getTime() || a.order.id - b.order.id)
      .flatMap(({ order, supplierName, cancelledByName }) => [
        {
          kind: 'work-order' as const,
          at: order.createdAt.toISOString(),
          workOrderId: order.id,
          supplier: supplierName,
        },
        ...(order.cancelledAt === null
          ? []
          : [
              {
                kind: 'work-order-cancelled' as const,
                at: order.cancelledAt.toISOString(),
                workOrderId: order.id,
                by: nameOf(cancelledByName),
                reason: order.cancelReason ?? '',
              },
            ]),
      ]),
    ...parts.supplierReports.map((row) => ({
      kind: 'supplier-status' as const,
      at: row.createdAt.toISOString(),
      workOrderId: row.workOrderId,
      supplier: supplierOf.get(row.workOrderId) ?? '',
      status: SupplierStatus.parse(row.status),
      description: row.description,
    })),
    ...parts.messages.map((row) => ({
      kind: 'message' as const,
      at: row.message.createdAt.toISOString(),
      message: presentRequestMessage(row),
    })),
  ]);
};

/** One request as the back office shows it, `today` (`YYYY-MM-DD`) telling which work orders are overdue; the audit trail newest first. */
export const presentOfficeRequest = (parts: OfficeRequestParts, today: string): OfficeRequest => {
  const { request, details } = parts;
  const { report, complexName } = request;
  const workOrders = parts.workOrders.map((row) => presentOfficeWorkOrder(row, today));
  const { presented } = request;
  return {
    request: presented,
    publiclyVisible: report.publiclyVisible,
    resident: {
      naam: request.creatorName,
      unit: parts.units.length === 0 ? null : parts.units.join(', '),
    },
    complex:
      report.complexId === null || complexName === null || details.adres === null || details.plaats === null
        ? null
        : { id: report.complexId, naam: complexName, adres: `${details.adres}, ${details.plaats}` },
    handler: nameOf(details.handlerName),
    priority: RequestPriority.parse(report.priority),
    dueAt: report.dueAt.toISOString(),
    inspection:
      report.inspectionId === null
        ? null
        : {
            id: report.inspectionId,
            element:
              report.inspectionElementId === null || details.elementLabel === null
                ? null
                : { id: report.inspectionElementId, naam: details.elementLabel },
            finding: parts.finding,
          },
    readyToResolve: details.readyToResolve,
    workOrders,
    timeline: presentTimeline(parts),
    audit: [...parts.audit].reverse().map(presentAuditEntry),
  };
};
