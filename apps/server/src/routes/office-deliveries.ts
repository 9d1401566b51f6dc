import { officeDeliveriesCalls } from '@vve/contract/calls/office-deliveries';
import { findFailedDeliveries } from '../reads/failed-deliveries';
import { callRoutes } from './define-route';

/** How many of each the page shows. */
const LIMIT = 100;

/** What administrators see of deliveries that failed: emails being retried, jobs given up, changes nobody heard of. */
export const officeDeliveryRoutes = callRoutes((route, app) => {
  const { db } = app;
  route(officeDeliveriesCalls.failedDeliveries, {
    handler: async () => ({
      deliveries: await findFailedDeliveries(db, await app.jobs.failed(LIMIT), LIMIT),
    }),
  });
});
