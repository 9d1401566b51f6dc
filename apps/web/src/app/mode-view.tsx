import { REQUEST_APP, SUPPLIER_APP, type Role } from '@vve/contract/enums';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { HeaderExtras } from '../components/header-extras';
import { PageLoader } from '../components/page-loader';
import { routes } from '../lib/routes';
import { EmptyAppScreen } from './empty-app-screen';
import { lazyScreen } from './lazy-screen';
import { useOfflineSync } from './offline/use-offline-sync';
import { RequestAppRoutes } from './request-app/request-app-routes';
import { resolveMode } from './resolve-mode';
import { SupplierAppRoutes } from './supplier-app/supplier-app-routes';
import { switchedMode } from './switched-mode';

const BackOffice = lazyScreen(() => import('./back-office/back-office'), 'BackOffice');
const HeaderTools = lazyScreen(() => import('./header-tools'), 'HeaderTools');

interface ModeViewProps {
  appType: string;
  roles: Role[] | null;
}

const headerExtras = (
  <Suspense fallback={null}>
    <HeaderTools />
  </Suspense>
);

/**
 * Shows the mode the app type (or an administrator's switch) selects (spec §1, §4), with the state of the changes
 * made on this device and the notification bell in every screen's header of either app, and sends those changes;
 * for administrators the back office under /office/ besides, loaded on
 * first use. To anyone else /office/ is a path like any unknown one.
 */
export const ModeView = ({ appType, roles }: ModeViewProps) => {
  useOfflineSync();
  const mode = resolveMode(appType, roles, switchedMode.useValue());
  const app =
    mode.appType === SUPPLIER_APP || mode.appType === REQUEST_APP ? (
      <HeaderExtras.Provider value={headerExtras}>
        {mode.appType === SUPPLIER_APP ? (
          <SupplierAppRoutes roles={mode.roles} />
        ) : (
          <RequestAppRoutes roles={mode.roles} />
        )}
      </HeaderExtras.Provider>
    ) : (
      <EmptyAppScreen />
    );
  if (!mode.roles.includes('administrator')) return app;
  return (
    <Routes>
      <Route
        path={`${routes.office}/*`}
        element={
          <Suspense fallback={<PageLoader />}>
            <BackOffice />
          </Suspense>
        }
      />
      <Route path="*" element={app} />
    </Routes>
  );
};
