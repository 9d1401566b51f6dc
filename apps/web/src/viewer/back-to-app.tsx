import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { APP_BASE } from '../lib/app-base';

/** Whether the app opened this window and still holds it (bimDetails opens the viewer in a new window). */
export const hasAppWindow = (fromApp: boolean): boolean => {
  try {
    return fromApp && window.opener !== null && !(window.opener as Window).closed;
  } catch {
    return false;
  }
};

/** 'Back to the app': closes this window when the app opened it, else opens the app here. */
export const BackToApp = ({ fromApp }: { fromApp: boolean }) => {
  const { t } = useTranslation();
  if (hasAppWindow(fromApp)) {
    return (
      <Button
        size="xs"
        variant="light"
        leftSection={<IconArrowLeft aria-hidden size={16} />}
        onClick={() => {
          window.close();
        }}
      >
        {t('Back to the app')}
      </Button>
    );
  }
  return (
    <Button
      size="xs"
      variant="light"
      component="a"
      href={APP_BASE}
      leftSection={<IconArrowLeft aria-hidden size={16} />}
    >
      {t('Back to the app')}
    </Button>
  );
};
