import { notificationsCalls } from '@vve/contract/calls/notifications';
import { apiCall } from '../../../lib/api-client';

/** Has the server forget this browser's push subscription. */
export const unsubscribePush = async (endpoint: string): Promise<void> => {
  await apiCall(notificationsCalls.unsubscribePush, { body: { endpoint } });
};
