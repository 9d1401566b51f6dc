import { useMutation } from '@tanstack/react-query';
import { notificationsCalls, type Unread } from '@vve/contract/calls/notifications';
import { apiCall } from '../../../lib/api-client';
import { useUnreadAnswer } from './use-unread-answer';

export const readAllNotifications = (): Promise<Unread> => apiCall(notificationsCalls.readAllNotifications);

/** Marks all of the caller's notifications read ('Mark all as read'). */
export const useReadAllNotifications = () => {
  const onSuccess = useUnreadAnswer();
  return useMutation({ mutationFn: readAllNotifications, onSuccess });
};
