import { inspectionsCalls } from '@vve/contract/calls/inspections';
import { saveInspection } from '../commands/save-inspection';
import { startInspection } from '../commands/start-inspection';
import { visibleInspections } from '../policies/inspections';
import { scheduleInScope } from '../policies/schedules';
import { supplierScope } from '../policies/supplier-scope';
import { visibleWorkOrders } from '../policies/work-orders';
import { findInspection, findInspections, findInspectionsOfWorkOrder } from '../reads/inspections';
import { callRoutes, type CallContext } from './define-route';

/** Inspections (spec §7): a supplier's own organisation's, or all for administrators. */
export const inspectionRoutes = callRoutes((route, { db, clock }) => {
  route(inspectionsCalls.inspectionsPage, {
    fromReplica: true,
    handler: ({ user, params }) => findInspections(db, visibleInspections(supplierScope(user)), params.n),
  });

  route(inspectionsCalls.newInspection, {
    handler: async ({ user, query }) => {
      const task = await scheduleInScope(db, supplierScope(user), query.schedule);
      const id = await startInspection(db, task, user.id, query.aspect, clock());
      return findInspection(db, id);
    },
  });

  route(inspectionsCalls.inspection, {
    handler: ({ user, params }) => findInspection(db, params.id, visibleInspections(supplierScope(user))),
  });

  route(inspectionsCalls.inspectionsByWorkAssignment, {
    handler: ({ user, params }) => {
      const scope = supplierScope(user);
      return findInspectionsOfWorkOrder(db, params.id, visibleInspections(scope), visibleWorkOrders(scope));
    },
  });

  // The spec leaves PUT or POST open; both save, under /inspections and under /api/app/inspections.
  const { saveInspection: put, saveInspectionPost: post } = inspectionsCalls;
  const save = async ({ user, params, body }: Pick<CallContext<typeof put>, 'user' | 'params' | 'body'>) => {
    await saveInspection(db, user.id, params.id, body, clock(), visibleInspections(supplierScope(user)));
    return findInspection(db, params.id);
  };
  const underApp = `/api/app${put.path}`;
  route(put, { handler: save, alsoAt: [{ method: 'PUT', url: underApp }] });
  route(post, { handler: save, alsoAt: [{ method: 'POST', url: underApp }] });
});
