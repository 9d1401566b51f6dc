import { workAssignmentsCalls } from '@vve/contract/calls/work-assignments';
import { reportSupplierStatus } from '../commands/report-supplier-status';
import { inspectionInScope } from '../policies/inspections';
import { supplierScope } from '../policies/supplier-scope';
import { visibleWorkOrders, workOrderInScope } from '../policies/work-orders';
import { presentSupplierUpdate } from '../presenters/supplier-update';
import {
  findSupplierWorkOrder,
  findSupplierWorkOrders,
  findWorkOrdersOfInspection,
} from '../reads/supplier-work-orders';
import { callRoutes } from './define-route';

/** Work orders (spec §7): a supplier's own organisation's, or all for administrators. */
export const supplierWorkOrderRoutes = callRoutes((route, { db, clock }) => {
  route(workAssignmentsCalls.workAssignmentsPage, {
    fromReplica: true,
    handler: ({ user, params }) =>
      findSupplierWorkOrders(db, visibleWorkOrders(supplierScope(user)), params.n),
  });

  route(workAssignmentsCalls.workAssignment, {
    handler: ({ user, params }) =>
      findSupplierWorkOrder(db, params.id, visibleWorkOrders(supplierScope(user))),
  });

  route(workAssignmentsCalls.reportSupplierStatus, {
    handler: async ({ user, params, body }) => {
      const order = await workOrderInScope(db, supplierScope(user), params.id);
      const update = await reportSupplierStatus(db, { order, payload: body, userId: user.id, now: clock() });
      return presentSupplierUpdate(update);
    },
  });

  route(workAssignmentsCalls.workAssignmentsByInspection, {
    handler: async ({ user, params }) => {
      const scope = supplierScope(user);
      await inspectionInScope(db, scope, params.id);
      return findWorkOrdersOfInspection(db, params.id, visibleWorkOrders(scope));
    },
  });
});
