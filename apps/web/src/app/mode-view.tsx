import { REQUEST_APP, SUPPLIER_APP, type Role } from '@vve/contract/enums';
import { EmptyAppScreen } from './empty-app-screen';
import { RequestAppRoutes } from './request-app/request-app-routes';
import { resolveMode } from './resolve-mode';
import { SupplierAppRoutes } from './supplier-app/supplier-app-routes';
import { switchedMode } from './switched-mode';

interface ModeViewProps {
  appType: string;
  roles: Role[] | null;
}

/** Shows the mode the app type (or an administrator's switch) selects (spec §1, §4). */
export const ModeView = ({ appType, roles }: ModeViewProps) => {
  const mode = resolveMode(appType, roles, switchedMode.useValue());
  if (mode.appType === SUPPLIER_APP) return <SupplierAppRoutes roles={mode.roles} />;
  if (mode.appType === REQUEST_APP) return <RequestAppRoutes roles={mode.roles} />;
  return <EmptyAppScreen />;
};
