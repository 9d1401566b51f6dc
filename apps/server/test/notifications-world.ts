import { setTimeout as delay } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppNotification, NotificationPage } from '@vve/contract/calls/notifications';
import { queryRows, type Database } from '../src/db/database';
import { users } from '../src/db/schema/accounts';
import { notificationEvents } from '../src/db/schema/notifications';
import { NOTIFICATION_PUSH_SEND_JOB } from '../src/jobs/notification-deliveries';
import { NOTIFICATION_EMAIL_JOB, NOTIFICATION_PUSH_JOB } from '../src/jobs/notifications-worker';
import type { Caller } from './api-client';

/**
 * Waits until every change is told: no change left for the worker, no email or push job waiting or running,
 * and the outbox delivered. A digest waiting for its window counts as waiting: tests keep the window short.
 */
export const settleNotifications = async (app: FastifyInstance, db: Database, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  await app.jobs.ready();
  for (;;) {
    await app.notifications.run();
    const events = await db.select({ id: notificationEvents.id }).from(notificationEvents).limit(1);
    const jobs =
      (await app.jobs.pending(NOTIFICATION_EMAIL_JOB)) +
      (await app.jobs.pending(NOTIFICATION_PUSH_JOB)) +
      (await app.jobs.pending(NOTIFICATION_PUSH_SEND_JOB));
    if (events.length === 0 && jobs === 0) break;
    if (Date.now() > deadline) {
      const left = await queryRows(
        db,
        sql`select name, state, retry_count, output from jobs.job where state < 'completed'`,
      );
      throw new Error(`notifications did not settle: ${JSON.stringify(left)}`);
    }
    await delay(100);
  }
  await app.mail.deliverDue();
};

/** Gives a test user an email address and a language, as the back office would. */
export const giveEmail = async (db: Database, userId: number, language = 'nl') => {
  const email = `u${userId}-${Math.random().toString(36).slice(2, 8)}@vve.test`;
  await db.update(users).set({ email, language }).where(eq(users.id, userId));
  return email;
};

/** A caller's notifications, newest first (the first page). */
export const notificationsOf = async (caller: Caller): Promise<AppNotification[]> => {
  const answer = await caller('GET', '/api/app/notifications');
  if (answer.status !== 200) throw new Error(`notifications answered ${answer.status}`);
  return (answer.body as NotificationPage).notifications;
};
