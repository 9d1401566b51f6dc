import { Button, Group, Stack, Text } from '@mantine/core';
import type { AppNotification } from '@vve/contract/calls/notifications';
import { useNavigate } from 'react-router';
import { FailureAlert } from '../../../components/failure-alert';
import { PlainList } from '../../../components/plain-list';
import { QueryView } from '../../../components/query-view';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNotifications } from '../api/get-notifications';
import { useReadAllNotifications } from '../api/read-all-notifications';
import { useReadNotification } from '../api/read-notification';
import { NotificationItem } from './notification-item';

/**
 * The caller's notifications, newest first, a page at a time, with 'Mark all as read'. Opening one marks it read
 * and goes where it points (`onOpen` first, so that the panel closes).
 */
export const NotificationList = ({ onOpen }: { onOpen: () => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notifications = useNotifications();
  const readAll = useReadAllNotifications();
  const read = useReadNotification();

  const open = (notification: AppNotification) => {
    const go = () => {
      onOpen();
      void navigate(notification.path);
    };
    if (notification.read) go();
    // Whether or not the server could mark it, the user wants to see what it is about.
    else read.mutate(notification.id, { onSettled: go });
  };

  return (
    <QueryView query={notifications} skeleton={{ lines: 3, height: 64 }}>
      {({ pages }) => {
        const items = pages.flatMap((page) => page.notifications);
        return (
          <Stack gap="sm">
            <Group justify="flex-end">
              <Button
                variant="default"
                size="compact-sm"
                disabled={(pages[0]?.unread ?? 0) === 0}
                loading={readAll.isPending}
                onClick={() => {
                  readAll.mutate();
                }}
              >
                {t('Mark all as read')}
              </Button>
            </Group>
            {readAll.isError && (
              <FailureAlert error={readAll.error} failed={t('The notifications were not marked as read.')} />
            )}
            {items.length === 0 ? (
              <Text c="gray.7">{t('No notifications yet')}</Text>
            ) : (
              <PlainList aria-label={t('Notifications')}>
                {items.map((notification) => (
                  <li key={notification.id}>
                    <NotificationItem
                      notification={notification}
                      onOpen={() => {
                        open(notification);
                      }}
                    />
                  </li>
                ))}
              </PlainList>
            )}
            {notifications.hasNextPage && (
              <Button
                variant="default"
                loading={notifications.isFetchingNextPage}
                onClick={() => {
                  void notifications.fetchNextPage();
                }}
              >
                {t('Show more')}
              </Button>
            )}
          </Stack>
        );
      }}
    </QueryView>
  );
};
