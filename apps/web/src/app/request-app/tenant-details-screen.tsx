import { Text } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/i18n';
import { ContentSkeleton } from '../../components/content-skeleton';
import { LoadError } from '../../components/load-error';
import { Screen } from '../../components/screen';
import { useDetails } from '../../features/details/api/get-details';
import { useRentalContractsOf } from '../../features/tenant/api/get-rental-contracts';
import { RentalContractView } from '../../features/tenant/components/rental-contract-view';

/**
 * tenantDetails (spec §2, §7): the user's complexes from /details (in the order of their ids), their rental
 * contracts per complex combined, and the first of them shown.
 */
export const TenantDetailsScreen = () => {
  const { t } = useTranslation();
  const details = useDetails();
  const complexIds = Object.keys(details.data?.vves ?? {}).map(Number);
  const contracts = useRentalContractsOf(complexIds);

  const content = () => {
    if (details.isError) {
      return (
        <LoadError
          error={details.error}
          onRetry={() => void details.refetch()}
          retrying={details.isFetching}
        />
      );
    }
    if (contracts.error) {
      return <LoadError error={contracts.error} onRetry={contracts.retry} retrying={contracts.isFetching} />;
    }
    if (details.isPending || contracts.isPending) return <ContentSkeleton lines={8} />;
    const [first] = contracts.rentalContracts;
    if (!first) return <Text c="gray.7">{t('No rental contract details found')}</Text>;
    return <RentalContractView contract={first} />;
  };

  return <Screen title={t('Your rental contract')}>{content()}</Screen>;
};
