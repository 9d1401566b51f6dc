import { useQueryClient } from '@tanstack/react-query';
import type { Unread } from '@vve/contract/calls/notifications';
import { notificationKeys } from './notification-keys';

/** After marking read: the bell shows the count the server answered at once, and the list is loaded again. */
export const useUnreadAnswer = () => {
  const queryClient = useQueryClient();
  return (answer: Unread) => {
    queryClient.setQueryData(notificationKeys.unread(), answer);
    return queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
  };
};
