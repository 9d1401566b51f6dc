import { useTranslation } from 'react-i18next';
import { Screen } from '../../../components/screen';

/** bimDetails (spec §2): the 3D projects. */
export const BimDetailsScreen = () => {
  const { t } = useTranslation();
  return <Screen title={t('3D model')} />;
};
