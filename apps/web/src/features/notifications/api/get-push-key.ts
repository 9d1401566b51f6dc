import { notificationsCalls } from '@vve/contract/calls/notifications';
import { apiCall } from '../../../lib/api-client';

/** The server's VAPID public key (base64url), which a browser's push subscription is made for. */
export const getPushKey = async (): Promise<string> => (await apiCall(notificationsCalls.pushKey)).publicKey;
