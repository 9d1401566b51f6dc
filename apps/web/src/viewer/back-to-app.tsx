import { Box, Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '../lib/i18n/i18n';
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
  const label = t('Back to the app');
  // On a phone only the arrow shows, so that the project's name keeps the header's width.
  const text = (
    <Box component="span" visibleFrom="sm">
      {label}
    </Box>
  );
  if (hasAppWindow(fromApp)) {
    return (
      <Button
        size="xs"
        variant="light"
        leftSection={<IconArrowLeft aria-hidden size={16} />}
        aria-label={label}
        onClick={() => {
          window.close();
        }}
      >
        {text}
      </Button>
    );
  }
  return (
    <Button
      size="xs"
      variant="light"
      component="a"
      href={APP_BASE}
      aria-label={label}
      leftSection={<IconArrowLeft aria-hidden size={16} />}
    >
      {text}
    </Button>
  );
};
