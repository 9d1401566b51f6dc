import { ActionIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { lazyDialog } from '../../../components/lazy-dialog';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useUnreadNotifications } from '../api/get-unread-notifications';
import classes from '../../../components/header-count.module.css';

const NotificationDrawer = lazyDialog(async () => (await import('./notification-drawer')).NotificationDrawer);

/** The most unread notifications the bell counts; more show as '99+'. */
const MAX_COUNT = 99;

/**
 * The bell in an app's header: the unread count, kept current by asking every few seconds, and the list of
 * notifications (loaded when it first opens).
 */
export const NotificationBell = () => {
  const { t } = useTranslation();
  const [opened, drawer] = useDisclosure(false);
  const unread = useUnreadNotifications().data?.unread ?? 0;
  return (
    <>
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-haspopup="dialog"
        aria-label={
          unread === 0 ? t('Notifications') : t('Notifications, {{count}} unread', { count: unread })
        }
        onClick={drawer.open}
      >
        <IconBell aria-hidden />
        {unread > 0 && (
          <span className={classes.count} aria-hidden>
            {unread > MAX_COUNT ? `${MAX_COUNT}+` : unread}
          </span>
        )}
      </ActionIcon>
      <NotificationDrawer opened={opened} onClose={drawer.close} />
    </>
  );
};
