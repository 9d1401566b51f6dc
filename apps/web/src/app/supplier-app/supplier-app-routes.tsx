import type { Role } from '@vve/contract/enums';
import { Route } from 'react-router';
import { routes } from '../../lib/routes';
import { lazyScreen } from '../lazy-screen';
import { ModeRoutes } from '../mode-routes';
import { SupplierHomeScreen } from './supplier-home-screen';

const WorkOrderDetailsScreen = lazyScreen(
  () => import('./work-order-details-screen'),
  'WorkOrderDetailsScreen',
);
const InspectionDetailsScreen = lazyScreen(
  () => import('./inspection-details-screen'),
  'InspectionDetailsScreen',
);
const InspectionLocationDetailsScreen = lazyScreen(
  () => import('./inspection-location-details-screen'),
  'InspectionLocationDetailsScreen',
);
const InspectionElementDetailsScreen = lazyScreen(
  () => import('./inspection-element-details-screen'),
  'InspectionElementDetailsScreen',
);
const AnnouncementsScreen = lazyScreen(() => import('./announcements-screen'), 'AnnouncementsScreen');
const NotificationSettingsScreen = lazyScreen(
  () => import('../notification-settings-screen'),
  'NotificationSettingsScreen',
);

/** The supplier-app for suppliers, inspectors and administrators (spec §2). */
export const SupplierAppRoutes = ({ roles }: { roles: readonly Role[] }) => (
  <ModeRoutes>
    <Route path={routes.home} element={<SupplierHomeScreen roles={roles} />} />
    <Route path={routes.workAssignmentDetails} element={<WorkOrderDetailsScreen />} />
    <Route path={routes.newInspection} element={<InspectionDetailsScreen />} />
    <Route path={routes.inspectionDetails} element={<InspectionDetailsScreen />} />
    <Route path={routes.inspectionLocationDetails} element={<InspectionLocationDetailsScreen />} />
    <Route path={routes.inspectionElementDetails} element={<InspectionElementDetailsScreen />} />
    <Route path={routes.announcements} element={<AnnouncementsScreen />} />
    <Route path={routes.notificationSettings} element={<NotificationSettingsScreen />} />
  </ModeRoutes>
);
