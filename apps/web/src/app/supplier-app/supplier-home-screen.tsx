import { ActionIcon, Tabs } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Role } from '@vve/contract/enums';
import { IconMenu2 } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n/i18n';
import { Screen } from '../../components/screen';
import { useContracts } from '../../features/contracts/api/get-contracts';
import { ContractsTab } from '../../features/contracts/components/contracts-tab';
import { InspectionsTab } from '../../features/inspections/components/inspections-tab';
import { WorkAssignmentsTab } from '../../features/work-assignments/components/work-assignments-tab';
import { PRODUCT_NAME } from '@vve/contract/constants';
import { lazyDialog } from '../../components/lazy-dialog';
import { latestTab, SupplierTab } from './latest-tab';
import { useSearchParams } from 'react-router';
import { withoutPages } from '../../lib/use-page-param';

const SupplierMenu = lazyDialog(async () => (await import('./supplier-menu')).SupplierMenu);

/** The supplier-app home (spec §2): contracts, work orders and inspections, on the last-used tab. */
export const SupplierHomeScreen = ({ roles }: { roles: readonly Role[] }) => {
  const { t } = useTranslation();
  const [menuOpened, menu] = useDisclosure(false);
  const tab = latestTab.useValue() ?? 'contracts';
  const isAdministrator = roles.includes('administrator');
  // The inspections tab says 'No contract found.' when the first page of contracts is empty (spec §2).
  const contracts = useContracts(1);
  const [, setParams] = useSearchParams();

  return (
    <Screen
      title={PRODUCT_NAME}
      back={false}
      actions={
        <ActionIcon variant="subtle" size="lg" aria-label={t('Menu')} onClick={menu.open}>
          <IconMenu2 aria-hidden />
        </ActionIcon>
      }
    >
      <SupplierMenu opened={menuOpened} onClose={menu.close} isAdministrator={isAdministrator} />
      <Tabs
        value={tab}
        onChange={(value) => {
          latestTab.write(SupplierTab.parse(value));
          // The page in the URL was the list's of the tab before.
          setParams(withoutPages, { replace: true });
        }}
        keepMounted={false}
      >
        <Tabs.List grow>
          <Tabs.Tab value="contracts">{t('Contracts')}</Tabs.Tab>
          <Tabs.Tab value="workAssignments">{t('Work orders')}</Tabs.Tab>
          <Tabs.Tab value="inspections">{t('Inspections')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="contracts" pt="md">
          <ContractsTab isAdministrator={isAdministrator} />
        </Tabs.Panel>
        <Tabs.Panel value="workAssignments" pt="md">
          <WorkAssignmentsTab isAdministrator={isAdministrator} />
        </Tabs.Panel>
        <Tabs.Panel value="inspections" pt="md">
          <InspectionsTab isAdministrator={isAdministrator} noContracts={contracts.data?.length === 0} />
        </Tabs.Panel>
      </Tabs>
    </Screen>
  );
};
