import { useTranslation } from 'react-i18next';
import { Screen } from '../../../components/screen';

/** createReport (spec §2): the request form. */
export const CreateReportScreen = () => {
  const { t } = useTranslation();
  return <Screen title={t('Create a request')} />;
};
