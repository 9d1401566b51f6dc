import { useMutation } from '@tanstack/react-query';
import { notificationsCalls, type Unread } from '@vve/contract/calls/notifications';
import { apiCall } from '../../../lib/api-client';
import { useUnreadAnswer } from './use-unread-answer';

export const readNotification = (id: number): Promise<Unread> =>
  apiCall(notificationsCalls.readNotification, { params: { id } });

/** Marks one of the caller's notifications read. */
export const useReadNotification = () => {
  const onSuccess = useUnreadAnswer();
  return useMutation({ mutationFn: readNotification, onSuccess });
};
