import { schedulesCalls } from '@vve/contract/calls/schedules';
import { visibleSchedules } from '../policies/schedules';
import { supplierScope } from '../policies/supplier-scope';
import { findOpenSchedules } from '../reads/schedules';
import { callRoutes } from './define-route';

/** Inspection tasks (spec §7): the open tasks of the caller's organisation (all, for administrators). */
export const scheduleRoutes = callRoutes((route, { db }) => {
  route(schedulesCalls.aspectSchedulesPage, {
    fromReplica: true,
    handler: ({ user, params }) =>
      findOpenSchedules(db, visibleSchedules(supplierScope(user)), user.id, params.n),
  });
});
