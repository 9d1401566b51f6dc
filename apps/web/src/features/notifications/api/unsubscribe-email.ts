import { useMutation } from '@tanstack/react-query';
import { notificationsCalls } from '@vve/contract/calls/notifications';
import type { NotificationKind } from '@vve/contract/rules/notification-kinds';
import { apiCall } from '../../../lib/api-client';

export const unsubscribeEmail = async (token: string): Promise<NotificationKind[]> =>
  (
    await apiCall(notificationsCalls.unsubscribeEmail, {
      query: { token },
      body: { 'List-Unsubscribe': 'One-Click' },
    })
  ).kinds;

/** An email's unsubscribe link, as its page sends it: answers the kinds whose emails are now off. */
export const useUnsubscribeEmail = () => useMutation({ mutationFn: unsubscribeEmail });
