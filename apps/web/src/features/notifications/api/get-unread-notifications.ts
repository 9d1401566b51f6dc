import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationsCalls, type Unread } from '@vve/contract/calls/notifications';
import { apiCall } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { LIVE_REFRESH_MS } from '../../../lib/live-refresh';
import { notificationKeys } from './notification-keys';

export const getUnreadNotifications = (): Promise<Unread> => apiCall(notificationsCalls.unreadNotifications);

export const unreadNotificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.unread(), queryFn: getUnreadNotifications });

/**
 * The caller's unread count, asked every few seconds while the tab is in front (TanStack Query skips the
 * interval in background tabs) and again when the window regains focus (its default). A refusal, such as that
 * of an ended session, stops the asking.
 */
export const useUnreadNotifications = () =>
  useQuery({
    ...unreadNotificationsQueryOptions(),
    refetchInterval: (query) =>
      query.state.error instanceof ApiError && query.state.error.status < 500 ? false : LIVE_REFRESH_MS,
  });
