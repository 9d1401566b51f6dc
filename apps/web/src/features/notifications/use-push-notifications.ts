import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationKeys } from './api/notification-keys';
import { canPush, readPushState, turnOffPush, turnOnPush, type PushState } from './push-subscription';

/**
 * Push messages on this device: their state (none where the browser cannot push, or before its service worker
 * is active) and the switch that turns them on or off. The browser answers, not the network.
 */
export const usePushNotifications = () => {
  const queryClient = useQueryClient();
  const state = useQuery({
    queryKey: notificationKeys.push(),
    queryFn: readPushState,
    enabled: canPush(),
    networkMode: 'always',
  });
  const change = useMutation({
    mutationFn: (on: boolean): Promise<PushState> => (on ? turnOnPush() : turnOffPush()),
    // What the browser holds now, whether or not the change went through.
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.push() }),
  });
  return { state: canPush() ? state.data : undefined, change };
};
