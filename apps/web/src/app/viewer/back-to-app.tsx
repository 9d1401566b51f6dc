import { ActionIcon, Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n/i18n';
import { APP_BASE } from '../../lib/app-base';

/** Whether the app opened this window and still holds it (bimDetails opens the viewer in a new window). */
export const hasAppWindow = (fromApp: boolean): boolean => {
  try {
    return fromApp && window.opener !== null && !(window.opener as Window).closed;
  } catch {
    return false;
  }
};

const arrow = <IconArrowLeft aria-hidden size={18} />;

/**
 * 'Back to the app': closes this window when the app opened it, else opens the app here. On a phone it is a
 * round button with only the arrow, so that the project's name keeps the header's width; wider, it says so.
 */
export const BackToApp = ({ fromApp }: { fromApp: boolean }) => {
  const { t } = useTranslation();
  const label = t('Back to the app');
  const action = hasAppWindow(fromApp)
    ? {
        onClick: () => {
          window.close();
        },
      }
    : { component: 'a' as const, href: APP_BASE };
  return (
    <>
      <ActionIcon {...action} hiddenFrom="sm" size="xl" radius="xl" variant="light" aria-label={label}>
        {arrow}
      </ActionIcon>
      <Button {...action} visibleFrom="sm" size="xs" variant="light" leftSection={arrow}>
        {label}
      </Button>
    </>
  );
};
