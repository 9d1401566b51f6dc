import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/i18n';
import { QueryView } from '../../components/query-view';
import { Screen } from '../../components/screen';
import { useDetails } from '../../features/details/api/get-details';
import { ComplexLinks } from './complex-links';

/** details (spec §2): the user's name and their complexes, sorted by name. */
export const DetailsScreen = () => {
  const { t } = useTranslation();
  const details = useDetails();

  return (
    <Screen title={t('Your properties')}>
      <QueryView query={details} skeleton={{ lines: 4, height: 24 }}>
        {({ name, vves }) => (
          <Stack>
            <Text size="lg" fw={600}>
              {name}
            </Text>
            <Title order={2} size="h4">
              {t('Your complexes')}
            </Title>
            <ComplexLinks vves={vves} />
          </Stack>
        )}
      </QueryView>
    </Screen>
  );
};
