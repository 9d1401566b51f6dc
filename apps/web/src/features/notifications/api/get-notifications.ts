import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { notificationsCalls, type NotificationPage } from '@vve/contract/calls/notifications';
import { FIRST_PAGE } from '@vve/contract/rules/paging';
import { apiCall } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

export const getNotifications = (page: number): Promise<NotificationPage> =>
  apiCall(notificationsCalls.notifications, { query: { page } });

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => last.nextPage,
  });

/** The caller's notifications, newest first, a page at a time ('Show more' loads the next). */
export const useNotifications = () => useInfiniteQuery(notificationsQueryOptions());
