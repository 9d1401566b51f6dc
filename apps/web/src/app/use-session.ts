import type { Role } from '@vve/contract/enums';
import { useAppRoles } from '../features/session/api/get-app-roles';
import { useAppType } from '../features/session/api/get-app-type';
import { useStatus } from '../features/session/api/get-status';
import { isNetworkFailure } from '../lib/network-failure';
import { useOnline } from '../lib/use-online';

export type Session =
  | { state: 'checking' }
  | { state: 'loggedOut' }
  | { state: 'ready'; appType: string; roles: Role[] | null; offline: boolean };

/**
 * Where the session stands: checked, then logged out, or ready once the app type and roles are loaded.
 * Offline (or with the host out of reach) the status cannot be checked: the last known session stands, from
 * the app type and roles saved at the last visit, so that the saved answers can be shown; without them the
 * login overlay shows.
 */
export const useSession = (): Session => {
  const status = useStatus();
  const online = useOnline();
  const loggedIn = status.data === true;
  const appType = useAppType(loggedIn);
  const roles = useAppRoles(loggedIn);

  const offline = !online || isNetworkFailure(status.failureReason ?? status.error);
  if (status.data === undefined && offline) {
    if (appType.data === undefined) return { state: 'loggedOut' };
    return { state: 'ready', appType: appType.data, roles: roles.data ?? null, offline };
  }
  if (status.isPending || (loggedIn && (appType.isPending || roles.isPending))) return { state: 'checking' };
  if (!loggedIn || appType.data === undefined) return { state: 'loggedOut' };
  return { state: 'ready', appType: appType.data, roles: roles.data ?? null, offline };
};
