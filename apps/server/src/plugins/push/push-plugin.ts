import fp from 'fastify-plugin';
import { serverSecret } from '../../db/server-secrets';
import { loadOnce } from '../../lib/load-once';
import { pushAgent } from '../../lib/push/push-agent';
import {
  publicPushNetwork,
  pushEndpointRefusal,
  type PushNetwork,
  type PushRefusal,
} from '../../lib/push/push-destinations';
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
  /** Why the server will not push to an endpoint (not a push service's), or undefined when it will. */
  refusal: (endpoint: string) => Promise<PushRefusal | undefined>;
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
  /** The push services endpoints must be at (PUSH_SERVICE_HOSTS); any when empty. */
  serviceHosts: readonly string[];
  /** Public addresses through the system's resolver unless told (tests reach a stand-in on loopback). */
  network?: PushNetwork;
  /** The certificate authority to trust instead of the usual ones (tests trust their stand-in push service's). */
  ca?: string;
}

/**
 * Web Push as `app.push`, with the configured VAPID keys or the database's own pair (loaded on first use), to push
 * services only: an endpoint is checked when a browser subscribes and again whenever a message goes out.
 */
export const pushPlugin = fp<PushOptions>(
  (app, { vapidKeys, vapidSubject, serviceHosts, network = publicPushNetwork, ca }, done) => {
    const destinations = { network, serviceHosts };
    const agent = pushAgent(network, ca);
    const keys = loadOnce(async (): Promise<VapidKeys> => {
      if (vapidKeys) return vapidKeys;
      const stored = await serverSecret(app.db, 'vapid-keys', () => JSON.stringify(makeVapidKeys()));
      return JSON.parse(stored) as VapidKeys;
    });
    const sender = loadOnce(async () => webPushSender(await keys(), vapidSubject, destinations, agent));
    app.decorate('push', {
      publicKey: async () => (await keys()).publicKey,
      refusal: (endpoint) => pushEndpointRefusal(endpoint, destinations),
      send: async (target, message) => (await sender())(target, message),
    } satisfies Push);
    done();
  },
  { name: 'push', dependencies: ['database'] },
);
