import { useTranslation } from 'react-i18next';
import { Screen } from '../../../components/screen';

/** InspectionLocationDetails (spec §2): the elements at one location. */
export const InspectionLocationDetailsScreen = () => {
  const { t } = useTranslation();
  return <Screen title={t('Location')} />;
};
