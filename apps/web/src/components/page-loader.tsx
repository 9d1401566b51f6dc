import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../lib/i18n/i18n';

/** A whole-page loader while the session is checked or a screen loads. */
export const PageLoader = () => {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100dvh">
      <Loader role="status" aria-label={t('Loading…')} />
    </Center>
  );
};
