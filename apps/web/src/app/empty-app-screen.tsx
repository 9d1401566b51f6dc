import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../lib/i18n/i18n';
import { Screen } from '../components/screen';
import { PRODUCT_NAME } from '@vve/contract/constants';
import { SessionActions } from './session-actions';

/** The single screen for an app type that is neither mode (spec §1); logging out is all there is to do. */
export const EmptyAppScreen = () => {
  const { t } = useTranslation();
  return (
    <Screen title={PRODUCT_NAME} back={false}>
      <Stack>
        <Text>{t('There is nothing to show for your account.')}</Text>
        <nav>
          <SessionActions />
        </nav>
      </Stack>
    </Screen>
  );
};
