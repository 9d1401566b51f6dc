import { NavLink } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n/i18n';
import { routes } from '../lib/routes';

/**
 * The 'Back office' entry of the request-app home and the supplier-app's side panel (administrators only): the back
 * office's root, which opens its requests.
 */
export const BackOfficeLink = () => {
  const { t } = useTranslation();
  return (
    <NavLink
      component={Link}
      to={routes.office}
      label={t('Back office')}
      leftSection={<IconBriefcase aria-hidden />}
    />
  );
};
