import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  notificationsCalls,
  type NotificationSetting,
  type NotificationSettings,
} from '@vve/contract/calls/notifications';
import { apiCall } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

export const saveNotificationSettings = (settings: NotificationSetting[]): Promise<NotificationSettings> =>
  apiCall(notificationsCalls.saveNotificationSettings, { body: { settings } });

/** Saves the caller's settings; the answer is what the settings query holds from then on. */
export const useSaveNotificationSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (answer) => {
      queryClient.setQueryData(notificationKeys.settings(), answer);
    },
  });
};
