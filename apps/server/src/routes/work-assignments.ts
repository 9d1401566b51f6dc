import { workAssignmentsCalls } from '@vve/contract/calls/work-assignments';
import { reportSupplierStatus } from '../commands/report-supplier-status';
import { inspectionInScope } from '../policies/inspections';
import { supplierScope } from '../policies/supplier-scope';
import { visibleWorkAssignments, workAssignmentInScope } from '../policies/work-assignments';
import { presentSupplierUpdate } from '../presenters/supplier-update';
import { presentWorkAssignment } from '../presenters/work-assignment';
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
    handler: async ({ user, params }) =>
      (await findWorkAssignments(db, visibleWorkAssignments(supplierScope(user)), params.n)).map(
        presentWorkAssignment,
      ),
  });

  route(workAssignmentsCalls.workAssignment, {
    handler: async ({ user, params }) =>
      presentWorkAssignment(
        await findWorkAssignment(db, params.id, visibleWorkAssignments(supplierScope(user))),
      ),
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
      const orders = await findWorkAssignmentsOfInspection(db, params.id, visibleWorkAssignments(scope));
      return orders.map(presentWorkAssignment);
    },
  });
});
