import { useTranslation } from 'react-i18next';
import { Screen } from '../../../components/screen';

/** InspectionElementDetails (spec §2): the findings for one element. */
export const InspectionElementDetailsScreen = () => {
  const { t } = useTranslation();
  return <Screen title={t('Element')} />;
};
