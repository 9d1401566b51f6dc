import { Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { AppNotification } from '@vve/contract/calls/notifications';
import { DateText } from '../../../components/date-text';
import { useFormatters } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/i18n';
import { notificationText } from '../notification-text';
import classes from './notification-item.module.css';

interface NotificationItemProps {
  notification: AppNotification;
  onOpen: () => void;
}

/** One notification as a button that opens what it is about: what happened and when; an unread one stands out. */
export const NotificationItem = ({ notification, onOpen }: NotificationItemProps) => {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const { text, detail } = notificationText(notification, { t, date });
  const unread = !notification.read;
  return (
    <Paper
      component="button"
      type="button"
      withBorder
      p="sm"
      className={classes.item}
      data-unread={unread || undefined}
      onClick={onOpen}
    >
      <Stack component="span" gap={2}>
        <Text component="span" fw={unread ? 700 : undefined} style={{ overflowWrap: 'anywhere' }}>
          {unread && <VisuallyHidden component="span">{`${t('Unread')}: `}</VisuallyHidden>}
          {text}
        </Text>
        {detail && (
          <Text component="span" size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {detail}
          </Text>
        )}
        <Text component="span" size="xs" c="gray.7">
          <DateText value={notification.at} withTime />
        </Text>
      </Stack>
    </Paper>
  );
};
