import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Screen } from '../../../components/screen';

/** vveDetails (spec §2): one complex; the header title comes from the title param. */
export const VveDetailsScreen = () => {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  return <Screen title={searchParams.get('title') ?? t('VvE Details')} />;
};
