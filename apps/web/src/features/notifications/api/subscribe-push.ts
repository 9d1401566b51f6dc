import { notificationsCalls, type PushSubscriptionBody } from '@vve/contract/calls/notifications';
import { apiCall } from '../../../lib/api-client';

/** Gives the server this browser's push subscription, for the caller. */
export const subscribePush = async (subscription: PushSubscriptionBody): Promise<void> => {
  await apiCall(notificationsCalls.subscribePush, { body: subscription });
};
