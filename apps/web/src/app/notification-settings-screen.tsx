import { Screen } from '../components/screen';
import { NotificationSettingsForm } from '../features/notifications/components/notification-settings-form';
import { useTranslation } from '../lib/i18n/i18n';

/** 'Notification settings' of the request-app and the supplier-app: how the user hears of each kind. */
export const NotificationSettingsScreen = () => {
  const { t } = useTranslation();
  return (
    <Screen title={t('Notification settings')}>
      <NotificationSettingsForm />
    </Screen>
  );
};
