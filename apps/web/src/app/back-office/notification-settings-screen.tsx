import { Stack } from '@mantine/core';
import { CalendarFeedCard } from '../../features/calendar/components/calendar-feed-card';
import { NotificationSettingsForm } from '../../features/notifications/components/notification-settings-form';
import { useTranslation } from '../../lib/i18n/i18n';
import { OfficePage } from '../../components/office-page';

/** 'Notification settings' in the back office: the same settings and calendar as in the apps, beside the side bar. */
export const NotificationSettingsScreen = () => {
  const { t } = useTranslation();
  return (
    <OfficePage title={t('Notification settings')}>
      <Stack gap="xl">
        <NotificationSettingsForm />
        <CalendarFeedCard />
      </Stack>
    </OfficePage>
  );
};
