import type { OfficeRequestRow, SupplierAlert } from '@vve/contract/calls/office';
import { ReportStatus, SupplierStatus } from '@vve/contract/enums';
import { isReadyToResolve } from '@vve/contract/rules/ready-to-resolve';
import type { InboxRow } from '../queries/office-inbox';
import type { OfficeWorkOrderRow } from '../queries/office-work-orders';

/** A supplier's FOLLOW_UP_ACTION_NEEDED or BLOCKED as the newest report on an open work order. */
const alertOf = ({ order, supplierName, lastStatus, lastDescription, lastCreatedAt }: OfficeWorkOrderRow) => {
  if (order.completed || lastStatus === null || lastCreatedAt === null) return [];
  const status = SupplierStatus.exclude(['COMPLETE']).safeParse(lastStatus);
  if (!status.success) return [];
  const alert: SupplierAlert = {
    workOrderId: order.id,
    supplier: supplierName,
    status: status.data,
    description: lastDescription,
    at: lastCreatedAt.toISOString(),
  };
  return [alert];
};

/** One row of the back office's inbox: the request, what it holds, and what asks for the administrator. */
export const presentOfficeRequestRow = (row: InboxRow): OfficeRequestRow => {
  const status = ReportStatus.parse(row.status);
  return {
    id: row.id,
    nr: String(row.nr),
    complex:
      row.complexId === null || row.complexName === null
        ? null
        : { id: row.complexId, naam: row.complexName },
    omschrijving: row.omschrijving,
    requester: { naam: row.requesterName },
    createdAt: row.createdAt.toISOString(),
    status,
    photoCount: row.photoCount,
    pinned: row.viewpointId !== null,
    fromInspection: row.inspectionId !== null,
    handler: row.handlerName === null ? null : { naam: row.handlerName },
    readyToResolve: isReadyToResolve(
      status,
      row.workOrders.map(({ order, lastStatus }) => ({
        afgerond: order.completed,
        lastStatus: lastStatus === null ? null : SupplierStatus.parse(lastStatus),
      })),
    ),
    alerts: row.workOrders.flatMap(alertOf),
    waiting: row.waiting,
  };
};
