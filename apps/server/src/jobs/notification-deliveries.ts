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

/**
 * A notification pushed to each of its person's browsers; a subscription the push service no longer knows is
 * forgotten; any other failure fails the job, which is tried again (a browser that got it already shows the
 * repeat in the same place: the message's tag).
 */
export const notificationPushJob = (app: FastifyInstance): JobKind => ({
  name: NOTIFICATION_PUSH_JOB,
  retryLimit: 5,
  retryDelaySeconds: 30,
  handle: async (data) => {
    const { notificationId } = PushJob.parse(data);
    const notification = await findNotification(app.db, notificationId);
    const person = notification && (await findNotifiedPerson(app.db, notification.userId));
    if (!notification || person?.deactivatedAt !== null) return;
    const text = notificationText(
      NotificationKind.parse(notification.kind),
      notification.facts,
      Language.parse(person.language),
    );
    const message = {
      title: PRODUCT_NAME,
      body: [text.title, text.detail].filter(Boolean).join('\n'),
      path: notification.path,
      tag: `notification-${notification.id}`,
    };
    const failures: unknown[] = [];
    for (const subscription of await findPushSubscriptions(app.db, notification.userId)) {
      try {
        if ((await app.push.send(subscription, message)) === 'gone') {
          await dropPushSubscription(app.db, subscription.id);
        }
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw failures[0];
  },
});
