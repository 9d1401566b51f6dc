import type { OfficeWorkOrder } from '@vve/contract/calls/office';
import { euros } from '../lib/money';
import type { OfficeWorkOrderRow } from '../queries/office-work-orders';
import { presentSupplierUpdate } from './supplier-update';

/** A work order as the back office shows it; `today` (`YYYY-MM-DD`) tells whether it is overdue. */
export const presentOfficeWorkOrder = (row: OfficeWorkOrderRow, today: string): OfficeWorkOrder => {
  const { order } = row;
  return {
    id: order.id,
    supplier: { id: order.supplierId, naam: row.supplierName },
    complex: { id: order.complexId, naam: row.complexName },
    request:
      order.requestId === null || row.requestNr === null || row.requestText === null
        ? null
        : { id: order.requestId, nr: String(row.requestNr), omschrijving: row.requestText },
    omschrijving: order.omschrijving,
    createdAt: order.createdAt.toISOString(),
    startDate: order.startDate,
    planningDate: order.planningDate,
    priority: order.priority,
    repairType: order.repairType,
    indicationAmount: order.indicationAmountCents === null ? null : euros(order.indicationAmountCents),
    lastSupplierUpdate:
      row.lastStatus === null || row.lastCreatedAt === null
        ? null
        : presentSupplierUpdate({
            status: row.lastStatus,
            description: row.lastDescription,
            createdAt: row.lastCreatedAt,
          }),
    afgerond: order.completed,
    overdue: !order.completed && order.planningDate !== null && order.planningDate < today,
    cancelled:
      order.cancelledAt === null
        ? null
        : {
            at: order.cancelledAt.toISOString(),
            by: row.cancelledByName === null ? null : { naam: row.cancelledByName },
            reason: order.cancelReason ?? '',
          },
  };
};
