import { Notification, Stack } from '@mantine/core';
import { useTranslation } from '../lib/i18n/i18n';
import { closeNotification, useNotifications } from '../lib/notifications';

/** Where notifications appear: a live region at the bottom, above everything, full width on a phone. */
export const NotificationRegion = () => {
  const { t } = useTranslation();
  const notifications = useNotifications();
  return (
    <Stack
      role="status"
      aria-live="polite"
      gap="xs"
      pos="fixed"
      bottom={16}
      left={16}
      right={16}
      maw={420}
      mx="auto"
      style={{ zIndex: 1000, pointerEvents: notifications.length === 0 ? 'none' : undefined }}
    >
      {notifications.map((notification) => (
        <Notification
          key={notification.id}
          color={notification.color}
          withBorder
          closeButtonProps={{ 'aria-label': t('Close') }}
          onClose={() => {
            closeNotification(notification.id);
          }}
        >
          {notification.message}
        </Notification>
      ))}
    </Stack>
  );
};
