import { useTranslation } from 'react-i18next';
import { Screen } from '../../../components/screen';

/** workAssignmentDetails (spec §2): one work order and its status report. */
export const WorkAssignmentDetailsScreen = () => {
  const { t } = useTranslation();
  return <Screen title={t('Work order')} />;
};
