import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Screen } from '../../../components/screen';
import { routes } from '../../../lib/routes';

/** recentReports (spec §2): recent requests and the user's own. */
export const RecentReportsScreen = () => {
  const { t } = useTranslation();
  return (
    <Screen
      title={t('Requests')}
      actions={
        <Button component={Link} to={routes.createReport} size="xs">
          {t('Create a request')}
        </Button>
      }
    />
  );
};
