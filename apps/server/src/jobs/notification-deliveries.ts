import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PRODUCT_NAME } from '@vve/contract/constants';
import { Language } from '@vve/contract/calls/office-people';
import { NotificationKind } from '@vve/contract/rules/notification-kinds';
import { mailNotificationDigest } from '../commands/mail-notification-digest';
import { dropPushSubscription } from '../commands/push-subscriptions';
import { notificationText } from '../lib/notification-texts';
import { findNotification, findNotifiedPerson, findPushSubscriptions } from '../queries/notifications';
import { NOTIFICATION_EMAIL_JOB, NOTIFICATION_PUSH_JOB } from './notifications-worker';

type JobKind = Parameters<FastifyInstance['jobs']['define']>[0];

const EmailJob = z.object({ userId: z.number().int().positive() });
const PushJob = z.object({ notificationId: z.number().int().positive() });

/** A person's email digest: into the outbox, which sends it (and retries while the mail server is down). */
export const notificationEmailJob = (app: FastifyInstance): JobKind => ({
  name: NOTIFICATION_EMAIL_JOB,
  retryLimit: 10,
  retryDelaySeconds: 30,
  // A digest waiting for its window takes every notification that arrives meanwhile.
  oneWaitingPerKey: true,
  handle: async (data) => {
    const { userId } = EmailJob.parse(data);
    const queued = await mailNotificationDigest(app.db, {
      userId,
      publicUrl: app.publicUrl,
      unsubscribeKey: await app.unsubscribeKey(),
      at: app.clock(),
    });
    if (queued) app.workSignals.send('mail');
  },
});

/** The job that pushes a notification to one of its person's browsers. */
export const NOTIFICATION_PUSH_SEND_JOB = 'notification-push-send';

/** Push jobs are tried again 5 times, 30 s after the first try and doubling, then given up. */
const PUSH_RETRIES = { retryLimit: 5, retryDelaySeconds: 30 };

const PushSendJob = PushJob.extend({ subscriptionId: z.number().int().positive() });

/**
 * A notification for each of its person's browsers: a job per browser, so that a push service that fails is tried
 * again for its own browser alone, and the others get the message once.
 */
export const notificationPushJob = (app: FastifyInstance): JobKind => ({
  name: NOTIFICATION_PUSH_JOB,
  ...PUSH_RETRIES,
  handle: async (data) => {
    const { notificationId } = PushJob.parse(data);
    const notification = await findNotification(app.db, notificationId);
    if (!notification) return;
    const subscriptions = await findPushSubscriptions(app.db, notification.userId);
    await app.jobs.queueIn(
      app.db,
      subscriptions.map((subscription) => ({
        name: NOTIFICATION_PUSH_SEND_JOB,
        data: { notificationId, subscriptionId: subscription.id },
      })),
    );
    app.jobs.wake(NOTIFICATION_PUSH_SEND_JOB);
  },
});

/**
 * A notification pushed to one browser of its person (while it is still theirs). A subscription the push service
 * no longer knows, or whose endpoint is no push service's now, is forgotten; any other failure fails the job, tried
 * again with back-off and then given up (shown under Deliveries). A browser that got it already shows a repeat in
 * the same place: the message's tag.
 */
export const notificationPushSendJob = (app: FastifyInstance): JobKind => ({
  name: NOTIFICATION_PUSH_SEND_JOB,
  ...PUSH_RETRIES,
  handle: async (data) => {
    const { notificationId, subscriptionId } = PushSendJob.parse(data);
    const notification = await findNotification(app.db, notificationId);
    const person = notification && (await findNotifiedPerson(app.db, notification.userId));
    if (!notification || person?.deactivatedAt !== null) return;
    const subscriptions = await findPushSubscriptions(app.db, notification.userId);
    const subscription = subscriptions.find((candidate) => candidate.id === subscriptionId);
    if (!subscription) return;
    const text = notificationText(
      NotificationKind.parse(notification.kind),
      notification.facts,
      Language.parse(person.language),
    );
    const outcome = await app.push.send(subscription, {
      title: PRODUCT_NAME,
      body: [text.title, text.detail].filter(Boolean).join('\n'),
      path: notification.path,
      tag: `notification-${notification.id}`,
    });
    if (outcome === 'sent') return;
    if (outcome === 'refused') {
      app.log.warn(
        { subscriptionId },
        'a push endpoint is no push service now; its subscription is forgotten',
      );
    }
    await dropPushSubscription(app.db, subscription.id);
  },
});
