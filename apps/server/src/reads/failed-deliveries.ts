import { z } from 'zod';
import type { FailedDelivery } from '@vve/contract/calls/office-deliveries';
import type { Database } from '../db/database';
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
  type FailedJobRecord,
} from '../queries/failed-deliveries';

const JobData = z.object({ userId: z.number().optional(), notificationId: z.number().optional() });

/**
 * The newest `limit` deliveries that failed, newest first: emails being retried, the queue's `failedJobs` given
 * up (the newest `limit` of them; whom each was for, and the push message's title), changes nobody heard of.
 */
export const findFailedDeliveries = async (
  db: Database,
  failedJobs: readonly FailedJobRecord[],
  limit: number,
): Promise<FailedDelivery[]> => {
  const emails = await findFailingEmails(db, limit);
  const jobs = failedJobs.map((job) => ({ ...job, data: JobData.parse(job.data ?? {}) }));
  const pushed = await findNotificationsById(
    db,
    jobs.flatMap((job) => (job.data.notificationId === undefined ? [] : [job.data.notificationId])),
  );
  const names = await findNames(db, [
    ...jobs.flatMap((job) => (job.data.userId === undefined ? [] : [job.data.userId])),
    ...pushed.map((notification) => notification.userId),
  ]);
  const failed = jobs.map((job) => {
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
  return [
    ...emails.map(presentFailingEmail),
    ...failed,
    ...(await findNotificationFailures(db, limit)).map(presentNotificationFailure),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, limit);
};
