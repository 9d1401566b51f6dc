import fp from 'fastify-plugin';
import {
  notificationEmailJob,
  notificationPushJob,
  notificationPushSendJob,
} from './notification-deliveries';
import { NotificationsWorker } from './notifications-worker';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationsWorker;
  }
}

export interface NotificationsOptions {
  /** Notifications to one person within this time after an email go out together in the next one. */
  digestWindowMs: number;
}

/** Ten minutes (issue 15). */
export const DIGEST_WINDOW_MS = 10 * 60 * 1000;

/** How often the worker looks for changes that no call of this node told it of (another node's, or a crash's). */
const LOOK_EVERY_MS = 5000;

/**
 * Notifications: every call that changed something wakes the worker, on whichever node runs it, when it has
 * answered (the change is committed by then), and the worker looks now and then; email digests and push messages
 * are jobs.
 */
export const notificationsPlugin = fp<NotificationsOptions>(
  (app, { digestWindowMs }, done) => {
    const worker = new NotificationsWorker(app.db, app.clock, app.jobs, app.log, digestWindowMs);
    app.decorate('notifications', worker);
    app.jobs.define(notificationEmailJob(app));
    app.jobs.define(notificationPushJob(app));
    app.jobs.define(notificationPushSendJob(app));
    app.addHook('onResponse', (request, reply, hookDone) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
        app.workSignals.send('notifications');
      }
      hookDone();
    });
    const stop = app.workSignals.keepAwake('notifications', LOOK_EVERY_MS, () => {
      worker.kick();
    });
    app.addHook('preClose', async () => {
      stop();
      await worker.settled();
    });
    done();
  },
  {
    name: 'notifications',
    dependencies: ['clock', 'database', 'job-queue', 'mail', 'push', 'signing-keys', 'work-signals'],
  },
);
