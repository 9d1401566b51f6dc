import { useTranslation } from 'react-i18next';
import { Screen } from '../../../components/screen';

/** debtorDetails (spec §2): balance and direct debit authorisation. */
export const DebtorDetailsScreen = () => {
  const { t } = useTranslation();
  return <Screen title={t('Financial details')} />;
};
