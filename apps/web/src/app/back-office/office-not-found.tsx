import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n';
import { officeRoutes } from '../../lib/office-routes';
import { OfficePage } from '../../components/office-page';

/** A path of the back office that is no page of it. */
export const OfficeNotFound = () => {
  const { t } = useTranslation();
  return (
    <OfficePage title={t('Page not found')}>
      <Text>{t('The page you are looking for does not exist.')}</Text>
      <Anchor component={Link} to={officeRoutes.requests}>
        {t('Go to the requests')}
      </Anchor>
    </OfficePage>
  );
};
