import { useParams } from 'react-router';
import { Screen } from '../../components/screen';
import { useDetails } from '../../features/details/api/get-details';
import { DebtorDetails } from '../../features/finance/components/debtor-details';
import { useTranslation } from '../../lib/i18n/i18n';

/** debtorDetails (spec §2): the financial details of one complex, named in the title once its name is known. */
export const DebtorDetailsScreen = () => {
  const { t } = useTranslation();
  const vveId = Number(useParams().vveId);
  const complex = useDetails().data?.vves[String(vveId)];
  return (
    <Screen
      title={
        complex === undefined ? t('Financial details') : t('Financial details of {{complex}}', { complex })
      }
    >
      <DebtorDetails vveId={vveId} />
    </Screen>
  );
};
