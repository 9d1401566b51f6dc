import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from '../lib/i18n/i18n';
import { Link } from 'react-router';
import { Screen } from '../components/screen';
import { routes } from '../lib/routes';

/** Any path that is not a screen. */
export const NotFoundScreen = () => {
  const { t } = useTranslation();
  return (
    <Screen title={t('Page not found')} back={false}>
      <Stack>
        <Text>{t('The page you are looking for does not exist.')}</Text>
        <Anchor component={Link} to={routes.home}>
          {t('Go to the home screen')}
        </Anchor>
      </Stack>
    </Screen>
  );
};
