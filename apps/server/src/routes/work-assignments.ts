import { workAssignmentsCalls } from '@vve/contract/calls/work-assignments';
import { reportSupplierStatus } from '../commands/report-supplier-status';
import { inspectionInScope } from '../policies/inspections';
import { supplierScope } from '../policies/supplier-scope';
import { visibleWorkAssignments, workAssignmentInScope } from '../policies/work-assignments';
import { presentSupplierUpdate } from '../presenters/supplier-update';
import {
  findWorkAssignment,
  findWorkAssignments,
  findWorkAssignmentsOfInspection,
} from '../queries/work-assignments';
import { callRoutes } from './define-route';

/** Work orders (spec §7): a supplier's own organisation's, or all for administrators. */
export const workAssignmentRoutes = callRoutes((route, { db, clock }) => {
  route(workAssignmentsCalls.workAssignmentsPage, {
    fromReplica: true,
    handler: ({ user, params }) =>
      findWorkAssignments(db, visibleWorkAssignments(supplierScope(user)), params.n),
  });

  route(workAssignmentsCalls.workAssignment, {
    handler: ({ user, params }) =>
      findWorkAssignment(db, params.id, visibleWorkAssignments(supplierScope(user))),
  });

  route(workAssignmentsCalls.reportSupplierStatus, {
    handler: async ({ user, params, body }) => {
      const order = await workAssignmentInScope(db, supplierScope(user), params.id);
      const update = await reportSupplierStatus(db, { order, payload: body, userId: user.id, now: clock() });
      return presentSupplierUpdate(update);
    },
  });

  route(workAssignmentsCalls.workAssignmentsByInspection, {
    handler: async ({ user, params }) => {
      const scope = supplierScope(user);
      await inspectionInScope(db, scope, params.id);
      return findWorkAssignmentsOfInspection(db, params.id, visibleWorkAssignments(scope));
    },
  });
});
