import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A whole-page loader while the session is checked or a screen loads. */
export const PageLoader = () => {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100dvh">
      <Loader role="status" aria-label={t('Loading…')} />
    </Center>
  );
};
