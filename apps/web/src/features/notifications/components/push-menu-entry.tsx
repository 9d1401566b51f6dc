import { NavLink, Text } from '@mantine/core';
import { IconBellOff, IconBellRinging } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { usePushNotifications } from '../use-push-notifications';

/**
 * 'Turn on notifications' (push messages on this device) in an app's menu, or 'Turn off notifications' once they
 * are on; nothing where the browser cannot push. When the browser blocks them, it says how to allow them.
 */
export const PushMenuEntry = () => {
  const { t } = useTranslation();
  const hintId = useId();
  const { state, change } = usePushNotifications();
  if (state === undefined) return null;
  const on = state === 'on';
  return (
    <>
      <NavLink
        component="button"
        label={on ? t('Turn off notifications') : t('Turn on notifications')}
        leftSection={on ? <IconBellOff aria-hidden /> : <IconBellRinging aria-hidden />}
        disabled={change.isPending}
        aria-describedby={state === 'blocked' ? hintId : undefined}
        onClick={() => {
          change.mutate(!on, {
            onSuccess: (next) => {
              if (next === 'on') notify(t('Notifications are on for this device.'));
              else if (on) notify(t('Notifications are off for this device.'));
            },
            onError: () => {
              notify(
                on ? t('Notifications could not be turned off.') : t('Notifications could not be turned on.'),
                'red',
              );
            },
          });
        }}
      />
      {state === 'blocked' && (
        <Text id={hintId} size="sm" c="red.9" px="sm" pb="xs">
          {t(
            'This browser blocks notifications from this app. Allow them in the browser’s site settings, then turn them on here.',
          )}
        </Text>
      )}
    </>
  );
};
