import { Stack } from '@mantine/core';
import { Screen } from '../components/screen';
import { CalendarFeedCard } from '../features/calendar/components/calendar-feed-card';
import { NotificationSettingsForm } from '../features/notifications/components/notification-settings-form';
import { useTranslation } from '../lib/i18n/i18n';

/** 'Notification settings' of the request-app and the supplier-app: how the user hears of each kind, and their calendar. */
export const NotificationSettingsScreen = () => {
  const { t } = useTranslation();
  return (
    <Screen title={t('Notification settings')}>
      <Stack gap="xl">
        <NotificationSettingsForm />
        <CalendarFeedCard />
      </Stack>
    </Screen>
  );
};
