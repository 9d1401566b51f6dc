import type { Role } from '@vve/contract/enums';
import { Route } from 'react-router';
import { routes } from '../../lib/routes';
import { lazyScreen } from '../lazy-screen';
import { ModeRoutes } from '../mode-routes';
import { requestAppAccess } from './request-app-access';
import { RequestHomeScreen } from './request-home-screen';

const DetailsScreen = lazyScreen(() => import('./details-screen'), 'DetailsScreen');
const VveDetailsScreen = lazyScreen(() => import('./vve-details-screen'), 'VveDetailsScreen');
const DebtorDetailsScreen = lazyScreen(() => import('./debtor-details-screen'), 'DebtorDetailsScreen');
const OwnerPlanScreen = lazyScreen(() => import('./owner-plan-screen'), 'OwnerPlanScreen');
const MeetingScreen = lazyScreen(() => import('./meeting-screen'), 'MeetingScreen');
const TenantDetailsScreen = lazyScreen(() => import('./tenant-details-screen'), 'TenantDetailsScreen');
const ContactDetailsScreen = lazyScreen(() => import('./contact-details-screen'), 'ContactDetailsScreen');
const BimDetailsScreen = lazyScreen(() => import('./bim-details-screen'), 'BimDetailsScreen');
const RecentRequestsScreen = lazyScreen(() => import('./recent-requests-screen'), 'RecentRequestsScreen');
const CreateRequestScreen = lazyScreen(() => import('./create-request-screen'), 'CreateRequestScreen');
const RequestDetailsScreen = lazyScreen(() => import('./request-details-screen'), 'RequestDetailsScreen');
const NotificationSettingsScreen = lazyScreen(
  () => import('../notification-settings-screen'),
  'NotificationSettingsScreen',
);

/** The request-app for owners and tenants (spec §2); a screen the user's roles do not open is not found. */
export const RequestAppRoutes = ({ roles }: { roles: readonly Role[] }) => {
  const access = requestAppAccess(roles);
  return (
    <ModeRoutes>
      <Route path={routes.home} element={<RequestHomeScreen roles={roles} />} />
      {access.properties && (
        <>
          <Route path={routes.details} element={<DetailsScreen />} />
          <Route path={routes.debtorDetails} element={<DebtorDetailsScreen />} />
          <Route path={routes.vveMaintenancePlan} element={<OwnerPlanScreen />} />
          <Route path={routes.meeting} element={<MeetingScreen />} />
        </>
      )}
      {access.complexes && (
        <Route path={routes.vveDetails} element={<VveDetailsScreen owner={access.properties} />} />
      )}
      {access.rentalContract && <Route path={routes.tenantDetails} element={<TenantDetailsScreen />} />}
      {access.contactDetails && <Route path={routes.contactDetails} element={<ContactDetailsScreen />} />}
      <Route path={routes.bimDetails} element={<BimDetailsScreen />} />
      <Route path={routes.recentReports} element={<RecentRequestsScreen />} />
      <Route path={routes.createReport} element={<CreateRequestScreen />} />
      <Route path={routes.reportDetails} element={<RequestDetailsScreen />} />
      <Route path={routes.notificationSettings} element={<NotificationSettingsScreen />} />
    </ModeRoutes>
  );
};
