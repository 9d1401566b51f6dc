import { useTranslation } from 'react-i18next';
import { Screen } from '../../../components/screen';

/** inspectionDetails (spec §2): an inspection, or a new one from a schedule. */
export const InspectionDetailsScreen = () => {
  const { t } = useTranslation();
  return <Screen title={t('Inspection')} />;
};
