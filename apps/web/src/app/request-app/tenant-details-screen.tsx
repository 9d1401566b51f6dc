import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/i18n';
import { QueryView } from '../../components/query-view';
import { Screen } from '../../components/screen';
import { useDetails } from '../../features/details/api/get-details';
import { useRentalContractsOf } from '../../features/tenant/api/get-rental-contracts';
import { RentalContractView } from '../../features/tenant/components/rental-contract-view';
import { combineQueries } from '../../lib/query-state';
import { Section } from '../../components/section';
import { ComplexLinks } from './complex-links';

/**
 * tenantDetails (spec §2, §7): the user's complexes from /details (in the order of their ids), their rental
 * contracts per complex combined, and the first of them shown; below it (not in the spec) the complexes, each a
 * link to its screen with the announcements and documents for its tenants.
 */
export const TenantDetailsScreen = () => {
  const { t } = useTranslation();
  const details = useDetails();
  const complexIds = Object.keys(details.data?.vves ?? {}).map(Number);
  const contracts = useRentalContractsOf(complexIds);
  const shown = combineQueries(
    [details, contracts],
    details.data && contracts.data ? ([details.data, contracts.data] as const) : undefined,
  );

  return (
    <Screen title={t('Your rental contract')}>
      <QueryView query={shown} skeleton={{ lines: 8 }}>
        {([{ vves }, [first]]) => (
          <Stack gap="lg">
            {first ? (
              <RentalContractView contract={first} />
            ) : (
              <Text c="gray.7">{t('No rental contract details found')}</Text>
            )}
            <Section title={t('Your complexes')}>
              <ComplexLinks vves={vves} />
            </Section>
          </Stack>
        )}
      </QueryView>
    </Screen>
  );
};
