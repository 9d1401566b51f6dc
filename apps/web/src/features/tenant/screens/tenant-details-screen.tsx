import { useTranslation } from 'react-i18next';
import { Screen } from '../../../components/screen';

/** tenantDetails (spec §2): the first rental contract. */
export const TenantDetailsScreen = () => {
  const { t } = useTranslation();
  return <Screen title={t('Your rental contract')} />;
};
