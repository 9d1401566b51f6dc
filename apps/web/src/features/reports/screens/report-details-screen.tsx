import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Screen } from '../../../components/screen';

/** reportDetails (spec §2): one request; its number is the route param until the report is loaded. */
export const ReportDetailsScreen = () => {
  const { t } = useTranslation();
  const { report } = useParams();
  return <Screen title={t('Request {{nr}}', { nr: report })} />;
};
