import { NavLink, Stack, Text } from '@mantine/core';
import { SUPPLIER_APP, type Role } from '@vve/contract/enums';
import {
  IconBuildingCommunity,
  IconCube,
  IconFileDescription,
  IconMessageReport,
  IconPhone,
} from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n/i18n';
import { Link } from 'react-router';
import { Screen } from '../../components/screen';
import { PRODUCT_NAME } from '@vve/contract/constants';
import { routes } from '../../lib/routes';
import { BackOfficeLink } from '../back-office-link';
import { SessionActions } from '../session-actions';
import { requestAppAccess } from './request-app-access';

/** The request-app home (spec §2): a welcome and the navigation list for the user's roles. */
export const RequestHomeScreen = ({ roles }: { roles: readonly Role[] }) => {
  const { t } = useTranslation();
  const access = requestAppAccess(roles);
  const isAdministrator = roles.includes('administrator');
  return (
    <Screen title={PRODUCT_NAME} back={false}>
      <Stack>
        <Text size="lg">{t('Welcome! What would you like to do?')}</Text>
        <nav>
          {access.properties && (
            <NavLink
              component={Link}
              to={routes.details}
              label={t('Your properties')}
              leftSection={<IconBuildingCommunity aria-hidden />}
            />
          )}
          {access.rentalContract && (
            <NavLink
              component={Link}
              to={routes.tenantDetails}
              label={t('Your rental contract')}
              leftSection={<IconFileDescription aria-hidden />}
            />
          )}
          {access.contactDetails && (
            <NavLink
              component={Link}
              to={routes.contactDetails}
              label={t('Your contact details')}
              leftSection={<IconPhone aria-hidden />}
            />
          )}
          <NavLink
            component={Link}
            to={routes.bimDetails}
            label={t('3D model')}
            leftSection={<IconCube aria-hidden />}
          />
          <NavLink
            component={Link}
            to={routes.recentReports}
            label={t('Requests')}
            leftSection={<IconMessageReport aria-hidden />}
          />
          {isAdministrator && <BackOfficeLink />}
          <SessionActions
            switchTo={isAdministrator ? SUPPLIER_APP : undefined}
            notificationSettings={routes.notificationSettings}
          />
        </nav>
      </Stack>
    </Screen>
  );
};
