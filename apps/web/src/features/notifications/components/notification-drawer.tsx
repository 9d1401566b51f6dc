import { Drawer } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/i18n';
import { NotificationList } from './notification-list';

interface NotificationDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/** The notifications in a side panel over the screen: a dialog, which Escape closes and which returns focus to the bell. */
export const NotificationDrawer = ({ opened, onClose }: NotificationDrawerProps) => {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title={t('Notifications')}
      closeButtonProps={{ 'aria-label': t('Close notifications') }}
    >
      <NotificationList onOpen={onClose} />
    </Drawer>
  );
};
