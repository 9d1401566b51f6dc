import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { Screen } from '../../components/screen';
import { useDetails } from '../../features/details/api/get-details';
import { useDebiteur } from '../../features/finance/api/get-debiteur';
import { DebtorDetails } from '../../features/finance/components/debtor-details';
import { RecentBookings } from '../../features/ledger/components/recent-bookings';
import { useTranslation } from '../../lib/i18n/i18n';

/**
 * debtorDetails (spec §2): the financial details of one complex, named in the title once its name is known; and
 * (not in the spec) the debtor's recent bookings there, once they are known to be one.
 */
export const DebtorDetailsScreen = () => {
  const { t } = useTranslation();
  const vveId = Number(useParams().vveId);
  const complex = useDetails().data?.vves[String(vveId)];
  const isDebtor = Boolean(useDebiteur(vveId).data);
  return (
    <Screen
      title={
        complex === undefined ? t('Financial details') : t('Financial details of {{complex}}', { complex })
      }
    >
      <Stack gap="lg">
        <DebtorDetails vveId={vveId} />
        {isDebtor && <RecentBookings vveId={vveId} />}
      </Stack>
    </Screen>
  );
};
