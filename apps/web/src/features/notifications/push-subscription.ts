import { PushSubscriptionBody } from '@vve/contract/calls/notifications';
import { getPushKey } from './api/get-push-key';
import { subscribePush } from './api/subscribe-push';
import { unsubscribePush } from './api/unsubscribe-push';

/** Whether push messages reach this device: off, on, or blocked by the browser (its permission is denied). */
export type PushState = 'off' | 'on' | 'blocked';

/** Whether this browser can receive push messages at all: a service worker with a push manager, and notifications. */
export const canPush = (): boolean =>
  'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** A base64url text (a VAPID key) as its bytes. */
export const base64UrlBytes = (text: string): Uint8Array<ArrayBuffer> => {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
};

/** The push manager of the app's service worker, once it is active. */
const pushManager = async (): Promise<PushManager> => (await navigator.serviceWorker.ready).pushManager;

/** Whether push messages reach this device now. */
export const readPushState = async (): Promise<PushState> => {
  if (Notification.permission === 'denied') return 'blocked';
  return (await (await pushManager()).getSubscription()) ? 'on' : 'off';
};

/**
 * Asks the browser's permission, subscribes the service worker with the server's key and gives the server the
 * subscription (ending it again when the server does not take it). Answers the state after: off or blocked when
 * the permission is not given.
 */
export const turnOnPush = async (): Promise<PushState> => {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const subscription = await (
    await pushManager()
  ).subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlBytes(await getPushKey()) });
  try {
    await subscribePush(PushSubscriptionBody.parse(subscription.toJSON()));
  } catch (error) {
    await subscription.unsubscribe(); // the server does not know it: no subscription that nothing sends to
    throw error;
  }
  return 'on';
};

/** Has the server forget this device's subscription, then ends it in the browser. */
export const turnOffPush = async (): Promise<PushState> => {
  const subscription = await (await pushManager()).getSubscription();
  if (subscription) {
    await unsubscribePush(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
};
