import { NavLink } from '@mantine/core';
import { SUPPLIER_APP } from '@vve/contract/enums';
import { IconBell, IconKey, IconLogout, IconSwitchHorizontal } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { lazyDialog } from '../components/lazy-dialog';
import { useTranslation } from '../lib/i18n/i18n';
import { useSyncState } from '../lib/offline/sync-state';
import { lazyScreen } from './lazy-screen';
import { switchedMode, type SwitchableMode } from './switched-mode';
import { useLogOut } from './use-log-out';

interface SessionActionsProps {
  /** The mode to offer a switch to; only for administrators (spec §6). */
  switchTo?: SwitchableMode | undefined;
  /**
   * Where 'Notification settings' leads (the app's screen, or the back office's page); without it, neither that
   * nor 'Turn on notifications' shows.
   */
  notificationSettings?: string | undefined;
}

const ConfirmDialog = lazyDialog(async () => (await import('../components/confirm-dialog')).ConfirmDialog);
const ChangePasswordDialog = lazyScreen(
  () => import('../features/session/components/change-password-dialog'),
  'ChangePasswordDialog',
);
const PushMenuEntry = lazyScreen(
  () => import('../features/notifications/components/push-menu-entry'),
  'PushMenuEntry',
);

/**
 * The menu entries 'Switch to …' and 'Log out' (spec §2), 'Change password', and in the apps 'Notification
 * settings' and, where the browser can push, 'Turn on notifications'. Logging out with changes not sent yet asks
 * first: they stay on the device for this person.
 */
export const SessionActions = ({ switchTo, notificationSettings }: SessionActionsProps) => {
  const { t } = useTranslation();
  const logOut = useLogOut();
  const [changing, setChanging] = useState(false);
  const [confirmingLogOut, setConfirmingLogOut] = useState(false);
  const unsent = useSyncState().changes.length;
  return (
    <>
      {switchTo && (
        <NavLink
          component="button"
          label={switchTo === SUPPLIER_APP ? t('Switch to supplier-app') : t('Switch to request-app')}
          leftSection={<IconSwitchHorizontal aria-hidden />}
          onClick={() => {
            switchedMode.write(switchTo);
          }}
        />
      )}
      <NavLink
        component="button"
        label={t('Change password')}
        leftSection={<IconKey aria-hidden />}
        onClick={() => {
          setChanging(true);
        }}
      />
      {changing && (
        <Suspense fallback={null}>
          <ChangePasswordDialog
            onClose={() => {
              setChanging(false);
            }}
          />
        </Suspense>
      )}
      {notificationSettings && (
        <>
          <NavLink
            component={Link}
            to={notificationSettings}
            label={t('Notification settings')}
            leftSection={<IconBell aria-hidden />}
          />
          <Suspense fallback={null}>
            <PushMenuEntry />
          </Suspense>
        </>
      )}
      <NavLink
        component="button"
        label={t('Log out')}
        leftSection={<IconLogout aria-hidden />}
        disabled={logOut.isPending}
        onClick={() => {
          if (unsent > 0) setConfirmingLogOut(true);
          else logOut.mutate();
        }}
      />
      <ConfirmDialog
        opened={confirmingLogOut}
        message={t(
          '{{count}} changes have not been sent yet. They stay on this device and are sent when you log in here again. Log out?',
          { count: unsent },
        )}
        confirmLabel={t('Log out')}
        onCancel={() => {
          setConfirmingLogOut(false);
        }}
        onConfirm={() => {
          setConfirmingLogOut(false);
          logOut.mutate();
        }}
      />
    </>
  );
};
