import type { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';

/** The VAPID key pair, base64url, as `web-push` makes and takes it. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** What the service worker shows (apps/web's push handler reads exactly this). */
export interface PushMessage {
  title: string;
  body: string;
  /** Where tapping it opens, below /app. */
  path: string;
  /** A later message with the same tag replaces this one. */
  tag: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Sent; or gone: the push service no longer knows the subscription (404, 410), which is then forgotten. */
export type PushOutcome = 'sent' | 'gone';

export const makeVapidKeys = (): VapidKeys => webpush.generateVAPIDKeys();

/** How long a push service keeps a message for a browser that is offline. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;

/**
 * Sends Web Push messages, encrypted for each subscription (RFC 8291) and signed with the VAPID keys
 * (RFC 8292); throws for a failure worth trying again.
 */
export const webPushSender =
  (keys: VapidKeys, subject: string, agent?: Agent) =>
  async (target: PushTarget, message: PushMessage): Promise<PushOutcome> => {
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        {
          vapidDetails: { subject, ...keys },
          TTL: TIME_TO_LIVE_SECONDS,
          timeout: 10_000,
          ...(agent ? { agent } : {}),
        },
      );
      return 'sent';
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410))
        return 'gone';
      throw error;
    }
  };
