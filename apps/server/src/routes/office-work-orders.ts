import { officeWorkOrdersCalls } from '@vve/contract/calls/office-work-orders';
import { cancelWorkOrder } from '../commands/cancel-work-order';
import { planWorkOrder } from '../commands/plan-work-order';
import { presentAuditEntry } from '../presenters/audit-entry';
import { isoDay } from '../lib/clock';
import { presentOfficeWorkOrder } from '../presenters/office-work-order';
import { presentStatusReport } from '../presenters/supplier-update';
import { findAuditTrail } from '../queries/audit-trail';
import {
  findOfficeWorkOrder,
  findOfficeWorkOrderPage,
  findSupplierUpdates,
} from '../queries/office-work-orders';
import { callRoutes } from './define-route';

/** The back office's work orders across suppliers: administrators only (404 for anyone else). */
export const officeWorkOrderRoutes = callRoutes((route, { db, clock }) => {
  /** A work order as the office shows it now. */
  const present = async (id: number) => {
    const today = isoDay(clock());
    return presentOfficeWorkOrder(await findOfficeWorkOrder(db, id), today);
  };

  route(officeWorkOrdersCalls.officeWorkOrders, {
    fromReplica: true,
    handler: async ({ query }) => {
      const today = isoDay(clock());
      const rows = await findOfficeWorkOrderPage(db, query, today);
      return rows.map((row) => presentOfficeWorkOrder(row, today));
    },
  });

  route(officeWorkOrdersCalls.officeWorkOrder, {
    handler: async ({ params }) => {
      const workOrder = await present(params.id);
      const [updates, audit] = await Promise.all([
        findSupplierUpdates(db, params.id),
        findAuditTrail(db, 'work-order', params.id),
      ]);
      return {
        workOrder,
        updates: updates.map(presentStatusReport),
        audit: audit.map(presentAuditEntry),
      };
    },
  });

  route(officeWorkOrdersCalls.planWorkOrder, {
    handler: async ({ user, params, body }) => {
      await planWorkOrder(db, { ...body, workOrderId: params.id, userId: user.id, at: clock() });
      return present(params.id);
    },
  });

  route(officeWorkOrdersCalls.cancelWorkOrder, {
    handler: async ({ user, params, body }) => {
      await cancelWorkOrder(db, { ...body, workOrderId: params.id, userId: user.id, at: clock() });
      return present(params.id);
    },
  });
});
