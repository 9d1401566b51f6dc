import { NavLink } from '@mantine/core';
import { REQUEST_APP } from '@vve/contract/enums';
import { IconSpeakerphone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SidePanel } from '../../components/side-panel';
import { useTranslation } from '../../lib/i18n/i18n';
import { BackOfficeLink } from '../back-office-link';
import { routes } from '../../lib/routes';
import { SessionActions } from '../session-actions';

interface SupplierMenuProps {
  opened: boolean;
  onClose: () => void;
  isAdministrator: boolean;
}

/** The side panel of the supplier home (spec §2). */
export const SupplierMenu = ({ opened, onClose, isAdministrator }: SupplierMenuProps) => {
  const { t } = useTranslation();
  return (
    <SidePanel opened={opened} onClose={onClose} size="xs" title={t('Menu')} closeLabel={t('Close menu')}>
      <nav>
        <NavLink
          component={Link}
          to={routes.announcements}
          label={t('Announcements')}
          leftSection={<IconSpeakerphone aria-hidden />}
          onClick={onClose}
        />
        {isAdministrator && <BackOfficeLink />}
        <SessionActions
          switchTo={isAdministrator ? REQUEST_APP : undefined}
          notificationSettings={routes.notificationSettings}
        />
      </nav>
    </SidePanel>
  );
};
