import type { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import { PushEndpointRefused, pushEndpointUrl, type PushDestinations } from './push-destinations';

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

/**
 * Sent; gone: the push service no longer knows the subscription (404, 410); or refused: its endpoint is not a push
 * service's (any more). A subscription gone or refused is forgotten.
 */
export type PushOutcome = 'sent' | 'gone' | 'refused';

export const makeVapidKeys = (): VapidKeys => webpush.generateVAPIDKeys();

/** How long a push service keeps a message for a browser that is offline. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;

/**
 * Sends Web Push messages, encrypted for each subscription (RFC 8291) and signed with the VAPID keys
 * (RFC 8292), only to the destinations allowed: the endpoint is checked again before each send, and `agent`
 * (`pushAgent`) connects only to allowed addresses. Throws for a failure worth trying again.
 */
export const webPushSender =
  (keys: VapidKeys, subject: string, destinations: PushDestinations, agent: Agent) =>
  async (target: PushTarget, message: PushMessage): Promise<PushOutcome> => {
    try {
      // The URL as checked, written out again: web-push reads it with the legacy `url.parse`.
      const { href } = pushEndpointUrl(target.endpoint, destinations);
      await webpush.sendNotification(
        { endpoint: href, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        { vapidDetails: { subject, ...keys }, TTL: TIME_TO_LIVE_SECONDS, timeout: 10_000, agent },
      );
      return 'sent';
    } catch (error) {
      if (error instanceof PushEndpointRefused) return 'refused';
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410))
        return 'gone';
      throw error;
    }
  };
