import { Fieldset, Group, Switch, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { NotificationSetting } from '@vve/contract/calls/notifications';
import { OPTIONAL_KINDS, type NotificationChannels } from '@vve/contract/rules/notification-kinds';
import { useTranslation } from '../../../lib/i18n/i18n';
import { kindLabel } from '../kind-labels';

interface KindSettingsProps {
  setting: NotificationSetting;
  onChange: (channels: Partial<NotificationChannels>) => void;
}

/**
 * How the user hears of one kind: in the app (always, said as a fact rather than a switch that cannot move, unless the
 * kind is optional), by email, by push.
 */
export const KindSettings = ({ setting, onChange }: KindSettingsProps) => {
  const { t } = useTranslation();
  const optional = OPTIONAL_KINDS.includes(setting.kind);
  return (
    <Fieldset legend={kindLabel(setting.kind, t)} variant="unstyled">
      <Group gap="lg" mt={4}>
        {optional ? (
          <Switch
            label={t('In the app')}
            checked={setting.inApp}
            onChange={(event) => {
              onChange({ inApp: event.currentTarget.checked });
            }}
          />
        ) : (
          <Group gap={6} wrap="nowrap">
            <IconCheck aria-hidden size={18} />
            <Text size="sm">{t('In the app: always')}</Text>
          </Group>
        )}
        <Switch
          label={t('Email')}
          checked={setting.email}
          onChange={(event) => {
            onChange({ email: event.currentTarget.checked });
          }}
        />
        <Switch
          label={t('Push')}
          checked={setting.push}
          onChange={(event) => {
            onChange({ push: event.currentTarget.checked });
          }}
        />
      </Group>
    </Fieldset>
  );
};
