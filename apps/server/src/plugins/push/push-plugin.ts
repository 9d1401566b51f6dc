import type { Agent } from 'node:https';
import fp from 'fastify-plugin';
import { serverSecret } from '../../db/server-secrets';
import { loadOnce } from '../../lib/load-once';
import {
  makeVapidKeys,
  webPushSender,
  type PushMessage,
  type PushOutcome,
  type PushTarget,
  type VapidKeys,
} from '../../lib/push/web-push-sender';

export interface Push {
  /** The VAPID public key browsers subscribe with. */
  publicKey: () => Promise<string>;
  send: (target: PushTarget, message: PushMessage) => Promise<PushOutcome>;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: Push;
  }
}

export interface PushOptions {
  /** From configuration; without them the server makes a pair once and keeps it in the database. */
  vapidKeys: VapidKeys | undefined;
  /** Who sends (mailto: or https:), for push services to contact. */
  vapidSubject: string;
  /** The https agent to push with (tests trust their stand-in push service's certificate with one). */
  agent?: Agent;
}

/** Web Push as `app.push`, with the configured VAPID keys or the database's own pair (loaded on first use). */
export const pushPlugin = fp<PushOptions>(
  (app, { vapidKeys, vapidSubject, agent }, done) => {
    const keys = loadOnce(async (): Promise<VapidKeys> => {
      if (vapidKeys) return vapidKeys;
      const stored = await serverSecret(app.db, 'vapid-keys', () => JSON.stringify(makeVapidKeys()));
      return JSON.parse(stored) as VapidKeys;
    });
    const sender = loadOnce(async () => webPushSender(await keys(), vapidSubject, agent));
    app.decorate('push', {
      publicKey: async () => (await keys()).publicKey,
      send: async (target, message) => (await sender())(target, message),
    } satisfies Push);
    done();
  },
  { name: 'push', dependencies: ['database'] },
);
