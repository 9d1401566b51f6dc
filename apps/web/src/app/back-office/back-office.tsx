import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Navigate, Route, Routes } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n';
import { PRODUCT_NAME } from '@vve/contract/constants';
import { routes } from '../../lib/routes';
import { officeRoutes } from '../../lib/office-routes';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { AnnouncementsScreen } from './announcements-screen';
import { BudgetScreen } from './budget-screen';
import { BudgetsScreen } from './budgets-screen';
import { CalendarScreen } from './calendar-screen';
import { MeetingScreen } from './meeting-screen';
import { ComplexScreen } from './complex-screen';
import { ComplexesScreen } from './complexes-screen';
import { DeliveriesScreen } from './deliveries-screen';
import { ImportScreen } from './import-screen';
import { InboxScreen } from './inbox-screen';
import { LedgerScreen } from './ledger-screen';
import { MaintenancePlanScreen } from './maintenance-plan-screen';
import { NotificationSettingsScreen } from './notification-settings-screen';
import { OfficeNavigation } from './office-navigation';
import { OfficeNotFound } from './office-not-found';
import { OfficeSearchBox } from './office-search-box';
import { PeopleScreen } from './people-screen';
import { PersonScreen } from './person-screen';
import { PlanImportScreen } from './plan-import-screen';
import { BcfImportScreen } from './bcf-import-screen';
import { PlanningScreen } from './planning-screen';
import { RegisterImportScreen } from './register-import-screen';
import { InspectionScreen } from './inspection-screen';
import { RequestScreen } from './request-screen';
import { SearchScreen } from './search-screen';
import { SupplierScreen } from './supplier-screen';
import { SuppliersScreen } from './suppliers-screen';
import { WorkOrderScreen } from './work-order-screen';
import { WorkOrdersScreen } from './work-orders-screen';

/** A back-office path as its routes take it: relative to /office/, where the back office's routes sit. */
const below = (path: string) => path.slice(routes.office.length + 1);

/**
 * The back office (administrators only, under /app/office/): desktop first, a side bar (from 768 px; behind a
 * menu button below) beside the page. It loads on first use as one chunk with all its screens: each lazily loaded
 * screen of its own split the first load's shared chunks further and cost the first load another kilobyte.
 */
export const BackOffice = () => {
  const { t } = useTranslation();
  const [menuOpened, menu] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: { base: 220, lg: 260 }, breakpoint: 'sm', collapsed: { mobile: !menuOpened } }}
      padding={{ base: 'sm', md: 'lg' }}
    >
      <AppShell.Header px="md">
        <Group h="100%" gap="sm" wrap="nowrap">
          <Burger
            opened={menuOpened}
            onClick={menu.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={t('Menu')}
          />
          <Text fw={700} size="lg" lineClamp={1} flex={1}>
            {`${PRODUCT_NAME} · ${t('Back office')}`}
          </Text>
          <OfficeSearchBox />
          <NotificationBell />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('Back office')}>
        <OfficeNavigation onNavigate={menu.close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Routes>
          <Route index element={<Navigate to={officeRoutes.requests} replace />} />
          <Route path={below(officeRoutes.requests)} element={<InboxScreen />} />
          <Route path={below(officeRoutes.request)} element={<RequestScreen />} />
          <Route path={below(officeRoutes.inspection)} element={<InspectionScreen />} />
          <Route path={below(officeRoutes.workOrders)} element={<WorkOrdersScreen />} />
          <Route path={below(officeRoutes.workOrder)} element={<WorkOrderScreen />} />
          <Route path={below(officeRoutes.complexes)} element={<ComplexesScreen />} />
          <Route path={below(officeRoutes.complex)} element={<ComplexScreen />} />
          <Route path={below(officeRoutes.complexBudgets)} element={<BudgetsScreen />} />
          <Route path={below(officeRoutes.budget)} element={<BudgetScreen />} />
          <Route path={below(officeRoutes.meeting)} element={<MeetingScreen />} />
          <Route path={below(officeRoutes.people)} element={<PeopleScreen />} />
          <Route path={below(officeRoutes.person)} element={<PersonScreen />} />
          <Route path={below(officeRoutes.ledger)} element={<LedgerScreen />} />
          <Route path={below(officeRoutes.suppliers)} element={<SuppliersScreen />} />
          <Route path={below(officeRoutes.supplier)} element={<SupplierScreen />} />
          <Route path={below(officeRoutes.planning)} element={<PlanningScreen />} />
          <Route path={below(officeRoutes.complexPlanning)} element={<PlanningScreen />} />
          <Route path={below(officeRoutes.registerImport)} element={<RegisterImportScreen />} />
          <Route path={below(officeRoutes.maintenancePlan)} element={<MaintenancePlanScreen />} />
          <Route path={below(officeRoutes.complexMaintenancePlan)} element={<MaintenancePlanScreen />} />
          <Route path={below(officeRoutes.planImport)} element={<PlanImportScreen />} />
          <Route path={below(officeRoutes.bcfImport)} element={<BcfImportScreen />} />
          <Route path={below(officeRoutes.import)} element={<ImportScreen />} />
          <Route path={below(officeRoutes.calendar)} element={<CalendarScreen />} />
          <Route path={below(officeRoutes.announcements)} element={<AnnouncementsScreen />} />
          <Route path={below(officeRoutes.deliveries)} element={<DeliveriesScreen />} />
          <Route path={below(officeRoutes.notificationSettings)} element={<NotificationSettingsScreen />} />
          <Route path={below(officeRoutes.search)} element={<SearchScreen />} />
          <Route path="*" element={<OfficeNotFound />} />
        </Routes>
      </AppShell.Main>
    </AppShell>
  );
};
