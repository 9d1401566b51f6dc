import { Button, Group, Stack, Text } from '@mantine/core';
import type { NotificationSetting } from '@vve/contract/calls/notifications';
import type { NotificationChannels, NotificationKind } from '@vve/contract/rules/notification-kinds';
import { useState } from 'react';
import { FailureAlert } from '../../../components/failure-alert';
import { QueryView } from '../../../components/query-view';
import { useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useSaveNotificationSettings } from '../api/save-notification-settings';
import { usePushNotifications } from '../use-push-notifications';
import { KindSettings } from './kind-settings';

/** Whether push messages reach this device: the Push switches say what the account wants, not what this device gets. */
const PushOnThisDevice = () => {
  const { t } = useTranslation();
  const { state } = usePushNotifications();
  if (state === 'on') return null;
  return (
    <Text size="sm" c="gray.7">
      {state === undefined
        ? t('This browser cannot receive push messages: Push applies to your other devices.')
        : t('Push messages are off on this device: turn on notifications in the menu to get them here.')}
    </Text>
  );
};

const SettingsEditor = ({ saved }: { saved: NotificationSetting[] }) => {
  const { t } = useTranslation();
  const [settings, setSettings] = useState(saved);
  const save = useSaveNotificationSettings();
  const change = (kind: NotificationKind, channels: Partial<NotificationChannels>) => {
    setSettings((current) =>
      current.map((setting) => (setting.kind === kind ? { ...setting, ...channels } : setting)),
    );
  };
  if (settings.length === 0)
    return <Text c="gray.7">{t('There are no notifications for your account.')}</Text>;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(settings, {
          onSuccess: () => {
            notify(t('Your notification settings have been saved.'));
          },
        });
      }}
    >
      <Stack>
        <Text>{t('Choose how you hear of each kind of notification.')}</Text>
        <PushOnThisDevice />
        {settings.map((setting) => (
          <KindSettings
            key={setting.kind}
            setting={setting}
            onChange={(channels) => {
              change(setting.kind, channels);
            }}
          />
        ))}
        {save.isError && (
          <FailureAlert error={save.error} failed={t('The notification settings were not saved.')} />
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('Save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/** The user's notification settings, one kind below the other, saved together. */
export const NotificationSettingsForm = () => {
  const settings = useNotificationSettings();
  return (
    <QueryView query={settings} skeleton={{ lines: 4, height: 72 }}>
      {({ settings: saved }) => <SettingsEditor saved={saved} />}
    </QueryView>
  );
};
