import type { Agent } from 'node:https';
import fp from 'fastify-plugin';
import { serverSecret } from '../../db/server-secrets';
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
  publicKey: () => string;
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

/** Web Push as `app.push`, with the configured VAPID keys or the database's own pair. */
export const pushPlugin = fp<PushOptions>(
  (app, { vapidKeys, vapidSubject, agent }, done) => {
    let keys: VapidKeys | undefined = vapidKeys;
    let send: Push['send'] | undefined = keys && webPushSender(keys, vapidSubject, agent);
    const ready = () => {
      if (!keys || !send) throw new Error('push is not ready before the app is');
      return { keys, send };
    };
    app.decorate('push', {
      publicKey: () => ready().keys.publicKey,
      send: (target, message) => ready().send(target, message),
    } satisfies Push);
    app.addHook('onReady', async () => {
      if (keys) return;
      const stored = await serverSecret(app.db, 'vapid-keys', () => JSON.stringify(makeVapidKeys()));
      keys = JSON.parse(stored) as VapidKeys;
      send = webPushSender(keys, vapidSubject, agent);
    });
    done();
  },
  { name: 'push', dependencies: ['database'] },
);
