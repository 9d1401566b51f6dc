import { SidePanel } from '../../../components/side-panel';
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
    <SidePanel
      opened={opened}
      onClose={onClose}
      title={t('Notifications')}
      closeLabel={t('Close notifications')}
    >
      <NotificationList onOpen={onClose} />
    </SidePanel>
  );
};
