import { z } from 'zod';
import { officeDeliveriesCalls } from '@vve/contract/calls/office-deliveries';
import { officeOnly } from '../policies/office';
import {
  presentFailedJob,
  presentFailingEmail,
  presentNotificationFailure,
} from '../presenters/failed-delivery';
import {
  findFailingEmails,
  findNames,
  findNotificationFailures,
  findNotificationsById,
} from '../queries/failed-deliveries';
import { callRoutes } from './define-route';

/** How many of each the page shows. */
const LIMIT = 100;

const JobData = z.object({ userId: z.number().optional(), notificationId: z.number().optional() });

/** What administrators see of deliveries that failed: emails being retried, jobs given up, changes nobody heard of. */
export const officeDeliveryRoutes = callRoutes((route, app) => {
  const { db } = app;
  route(officeDeliveriesCalls.failedDeliveries, {
    access: officeOnly('Deliveries'),
    handler: async () => {
      const emails = await findFailingEmails(db, LIMIT);
      const jobs = (await app.jobs.failed(LIMIT)).map((job) => ({
        ...job,
        data: JobData.parse(job.data ?? {}),
      }));
      const pushed = await findNotificationsById(
        db,
        jobs.flatMap((job) => (job.data.notificationId === undefined ? [] : [job.data.notificationId])),
      );
      const names = await findNames(db, [
        ...jobs.flatMap((job) => (job.data.userId === undefined ? [] : [job.data.userId])),
        ...pushed.map((notification) => notification.userId),
      ]);
      const failedJobs = jobs.map((job) => {
        const notification = pushed.find((item) => item.id === job.data.notificationId);
        const userId = job.data.userId ?? notification?.userId;
        return presentFailedJob({
          channel: job.data.notificationId === undefined ? 'email' : 'push',
          recipient: (userId === undefined ? undefined : names.get(userId)) ?? '',
          about: notification?.facts.title ?? null,
          error: job.error,
          attempts: job.attempts,
          at: job.at,
        });
      });
      return {
        deliveries: [
          ...emails.map(presentFailingEmail),
          ...failedJobs,
          ...(await findNotificationFailures(db, LIMIT)).map(presentNotificationFailure),
        ]
          .sort((a, b) => b.at.localeCompare(a.at))
          .slice(0, LIMIT),
      };
    },
  });
});
