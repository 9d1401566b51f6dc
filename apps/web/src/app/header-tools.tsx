import { NotificationBell } from '../features/notifications/components/notification-bell';
import { SyncIndicator } from './offline/sync-indicator';

/**
 * What every screen's header of the apps shows after its title: the state of the changes made on this device and
 * the notification bell. Loaded just after the first screen (neither is needed for its first paint), in one go.
 */
export const HeaderTools = () => (
  <>
    <SyncIndicator />
    <NotificationBell />
  </>
);
