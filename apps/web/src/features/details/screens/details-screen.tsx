import { useTranslation } from 'react-i18next';
import { Screen } from '../../../components/screen';

/** details (spec §2): the user's name and complexes. */
export const DetailsScreen = () => {
  const { t } = useTranslation();
  return <Screen title={t('Your properties')} />;
};
