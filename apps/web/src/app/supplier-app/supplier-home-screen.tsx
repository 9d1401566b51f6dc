import { ActionIcon, Tabs } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Role } from '@vve/contract/enums';
import { Suspense } from 'react';
import { IconMenu2 } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n/i18n';
import { Screen } from '../../components/screen';
import { useContracts } from '../../features/contracts/api/get-contracts';
import { ContractsTab } from '../../features/contracts/components/contracts-tab';
import { PRODUCT_NAME } from '@vve/contract/constants';
import { lazyDialog } from '../../components/lazy-dialog';
import { ContentSkeleton } from '../../components/content-skeleton';
import { lazyScreen } from '../lazy-screen';
import { SupplierTab } from './latest-tab';
import { useSupplierTab } from './use-supplier-tab';

const SupplierMenu = lazyDialog(async () => (await import('./supplier-menu')).SupplierMenu);
// The first load holds the contracts tab (the first one shown); the others load when they are shown.
const SupplierWorkOrdersTab = lazyScreen(
  () => import('../../features/work-orders/components/supplier-work-orders-tab'),
  'SupplierWorkOrdersTab',
);
const InspectionsTab = lazyScreen(
  () => import('../../features/inspections/components/inspections-tab'),
  'InspectionsTab',
);
const tabSkeleton = <ContentSkeleton lines={3} height={56} />;

/** The supplier-app home (spec §2): contracts, work orders and inspections, on the last-used tab (or a link's). */
export const SupplierHomeScreen = ({ roles }: { roles: readonly Role[] }) => {
  const { t } = useTranslation();
  const [menuOpened, menu] = useDisclosure(false);
  const [tab, chooseTab] = useSupplierTab();
  const isAdministrator = roles.includes('administrator');
  // The inspections tab says 'No contract found.' when the first page of contracts is empty (spec §2).
  const contracts = useContracts(1);

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
          chooseTab(SupplierTab.parse(value));
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
          <Suspense fallback={tabSkeleton}>
            <SupplierWorkOrdersTab isAdministrator={isAdministrator} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="inspections" pt="md">
          <Suspense fallback={tabSkeleton}>
            <InspectionsTab isAdministrator={isAdministrator} noContracts={contracts.data?.length === 0} />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Screen>
  );
};
