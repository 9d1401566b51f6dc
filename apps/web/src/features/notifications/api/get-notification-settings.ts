import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationsCalls, type NotificationSettings } from '@vve/contract/calls/notifications';
import { apiCall } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

export const getNotificationSettings = (): Promise<NotificationSettings> =>
  apiCall(notificationsCalls.notificationSettings);

export const notificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.settings(), queryFn: getNotificationSettings });

/** The caller's settings: one per kind their roles can hear of. */
export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());
