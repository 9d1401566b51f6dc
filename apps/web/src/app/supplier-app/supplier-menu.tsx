import { Drawer } from '@mantine/core';
import { REQUEST_APP } from '@vve/contract/enums';
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
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title={t('Menu')}
      closeButtonProps={{ 'aria-label': t('Close menu') }}
    >
      <nav>
        {isAdministrator && <BackOfficeLink />}
        <SessionActions
          switchTo={isAdministrator ? REQUEST_APP : undefined}
          notificationSettings={routes.notificationSettings}
        />
      </nav>
    </Drawer>
  );
};
