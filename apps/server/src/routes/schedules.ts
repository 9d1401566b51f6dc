import { schedulesCalls } from '@vve/contract/calls/schedules';
import { visibleSchedules } from '../policies/schedules';
import { supplierScope } from '../policies/supplier-scope';
import { presentSchedule } from '../presenters/schedule';
import { findOpenSchedules } from '../queries/schedules';
import { callRoutes } from './define-route';

/** Inspection tasks (spec §7): the open tasks of the caller's organisation (all, for administrators). */
export const scheduleRoutes = callRoutes((route, { db }) => {
  route(schedulesCalls.aspectSchedulesPage, {
    fromReplica: true,
    handler: async ({ user, params }) =>
      (await findOpenSchedules(db, visibleSchedules(supplierScope(user)), user.id, params.n)).map(
        presentSchedule,
      ),
  });
});
