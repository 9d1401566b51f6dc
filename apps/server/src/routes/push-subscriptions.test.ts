import { setTimeout as delay } from 'node:timers/promises';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FailedDelivery } from '@vve/contract/calls/office-deliveries';
import { queryRows } from '../db/database';
import { pushSubscriptions } from '../db/schema/notifications';
import { NOTIFICATION_PUSH_SEND_JOB } from '../jobs/notification-deliveries';
import { NOTIFICATION_PUSH_JOB } from '../jobs/notifications-worker';
import { publicPushNetwork } from '../lib/push/push-destinations';
import { notificationsOf, settleNotifications } from '../../test/notifications-world';
import { startPushEndpoint, type PushEndpoint } from '../../test/push-endpoint';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { workOrderWorld } from '../../test/work-order-world';

const NOT_PUBLIC = 'This push endpoint is not at a public address: push messages go only to push services';

describe.each(testDatabaseKinds())('push subscriptions on the %s database', (kind) => {
  let push: PushEndpoint;
  /** Pushes as in production: to public addresses only, found through the system's resolver. */
  let publicOnly: TestApp;
  /** Pushes as the other tests do: every host is 127.0.0.1, where the stand-in push service listens. */
  let loopback: TestApp;
  beforeAll(async () => {
    push = await startPushEndpoint();
    publicOnly = await createTestApp(kind, {
      notifications: { pushNetwork: publicPushNetwork, pushCa: push.ca },
    });
    loopback = await createTestApp(kind, { notifications: { pushCa: push.ca } });
  });
  afterAll(async () => {
    await publicOnly.close();
    await loopback.close();
    await push.close();
  });

  const world = async ({ app, db, clock }: TestApp) => {
    const made = await workOrderWorld(app, db, clock.read);
    const browsers = () =>
      db
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, made.owner.id))
        .orderBy(asc(pushSubscriptions.id));
    /** A change the owner hears of: their new request taken into handling. */
    const tellOwner = async (title: string) => {
      const requestId = await made.request(title);
      await made.asAdmin('POST', `/api/app/office/requests/${requestId}/status`, {
        from: 'NIEUW',
        to: 'IN_BEHANDELING',
      });
    };
    return { ...made, browsers, tellOwner };
  };

  it("refuses the outside probe's endpoints, which are no push service's, with 400 and why, and keeps none", async () => {
    const w = await world(publicOnly);
    const { port } = push;
    const browser = push.subscription('probe');
    const endpoints = [
      `https://127.0.0.1:${port}/push/probe`,
      `https://localhost:${port}/push/probe`,
      `https://[::ffff:127.0.0.1]:${port}/push/probe`,
      'https://127.0.0.1:5432/',
      'https://169.254.169.254/latest/meta-data/iam/security-credentials/',
      `https://2130706433:${port}/push/probe`,
      `https://[::1]:${port}/push/probe`,
      'https://[fd00::1]/push/probe',
      'https://[fe80::1]/push/probe',
      `https://0.0.0.0:${port}/push/probe`,
      'https://100.64.0.1/push/probe',
    ];
    for (const endpoint of endpoints) {
      const answer = await w.asOwner('POST', '/api/app/push/subscriptions', { ...browser, endpoint });
      expect([endpoint, answer.status, answer.body]).toEqual([
        endpoint,
        400,
        expect.objectContaining({ message: NOT_PUBLIC }),
      ]);
    }
    expect(await w.browsers()).toEqual([]);
    expect(push.connections()).toBe(0);
  });

  it('checks an endpoint again when it pushes: a host that resolves to loopback now is forgotten, never reached', async () => {
    const w = await world(publicOnly);
    const { port } = push;
    // Taken while their names resolved to public addresses (DNS rebinding), or before the check existed.
    for (const endpoint of [`https://localhost:${port}/push/rebound`, `https://127.0.0.1:${port}/push/old`]) {
      const { keys } = push.subscription('stored');
      await publicOnly.db.insert(pushSubscriptions).values({
        userId: w.owner.id,
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        createdAt: publicOnly.clock.read(),
      });
    }
    await w.tellOwner('Lift staat stil');
    await settleNotifications(publicOnly.app, publicOnly.db);
    expect(push.connections()).toBe(0);
    expect(await w.browsers()).toEqual([]);
  });

  it('keeps at most 10 browsers of a person: a new one replaces the oldest', async () => {
    const w = await world(loopback);
    const subscribe = async (name: string) => {
      loopback.clock.advance(1000);
      const browser = { ...push.subscription(name), endpoint: `https://push.example.test/${name}` };
      const answer = await w.asOwner('POST', '/api/app/push/subscriptions', browser);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };
    const names = (count: number, from = 1) =>
      Array.from({ length: count }, (_, index) => `b${from + index}`);
    for (const name of names(12)) await subscribe(name);
    const kept = async () => (await w.browsers()).map(({ endpoint }) => endpoint.split('/').pop()).sort();
    expect(await kept()).toEqual(names(10, 3).sort());
    // Subscribing again makes a browser the newest: the next one replaces b4, the oldest then.
    await subscribe('b3');
    await subscribe('b13');
    expect(await kept()).toEqual(['b3', ...names(9, 5)].sort());
  });

  it('tries a browser whose push service fails again with back-off, alone, and gives it up after 6 tries', async () => {
    const w = await world(loopback);
    const { app, db } = loopback;
    const good = push.subscription(`good-${w.owner.id}`);
    const failing = push.subscription(`failing-${w.owner.id}`);
    push.answer(500, `/push/failing-${w.owner.id}`);
    for (const browser of [good, failing]) {
      expect((await w.asOwner('POST', '/api/app/push/subscriptions', browser)).status).toBe(200);
    }
    let notificationId = 0;
    /** The push job of the notification that is not done: the failing browser's, waiting or failed for good. */
    const failingJob = async () => {
      const [job] = await queryRows<{ id: string; state: string; retry_limit: number; wait: number }>(
        db,
        sql`select id, state, retry_limit, extract(epoch from start_after - now())::int as wait from jobs.job
            where name like 'notification-push%' and state <> 'completed'
              and data->>'notificationId' = ${String(notificationId)}`,
      );
      return job;
    };
    /** Until no push job is due: the failing one waits for its next try, or failed for good. */
    const settleDue = async () => {
      await app.jobs.ready();
      for (let tries = 0; tries < 150; tries += 1) {
        await app.notifications.run();
        const due =
          (await app.jobs.due(NOTIFICATION_PUSH_JOB)) + (await app.jobs.due(NOTIFICATION_PUSH_SEND_JOB));
        if (due === 0 && (await failingJob())?.state !== 'active') return;
        await delay(100);
      }
      throw new Error('push jobs did not settle');
    };
    const received = (path: string) => push.received.filter((message) => message.path === path).length;

    await w.tellOwner('Dakgoot lekt');
    await app.notifications.run();
    notificationId = (await notificationsOf(w.asOwner))[0]?.id ?? 0;
    await settleDue();
    expect(received(`/push/good-${w.owner.id}`)).toBe(1);
    expect(await failingJob()).toMatchObject({ state: 'retry', retry_limit: 5 });
    expect((await failingJob())?.wait).toBeGreaterThanOrEqual(25);

    for (let retry = 1; retry <= 5; retry += 1) {
      await db.execute(sql`update jobs.job set start_after = now() where id = ${(await failingJob())?.id}`);
      app.jobs.wake(NOTIFICATION_PUSH_SEND_JOB);
      await settleDue();
    }
    expect((await failingJob())?.state).toBe('failed');
    expect(received(`/push/good-${w.owner.id}`)).toBe(1);
    const answer = await w.asAdmin('GET', '/api/app/office/deliveries');
    const { deliveries } = answer.body as { deliveries: FailedDelivery[] };
    expect(deliveries.find((delivery) => delivery.about === 'Dakgoot lekt')).toMatchObject({
      channel: 'push',
      attempts: 6,
      retrying: false,
    });
  });
});
