import type { QueryClient } from '@tanstack/react-query';
import type { Role } from '@vve/contract/enums';
import { appRolesQueryOptions, useAppRoles } from '../features/session/api/get-app-roles';
import { appTypeQueryOptions, useAppType } from '../features/session/api/get-app-type';
import { statusQueryOptions, useStatus } from '../features/session/api/get-status';
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

/** A prefetch's failure is the hook's to show. */
const ignore = () => undefined;

/**
 * Starts the calls that useSession waits for, before anything renders: the status, and once it says logged in,
 * the app type and roles. The hooks then take up the same queries, with the same retries.
 */
export const prefetchSession = (queryClient: QueryClient): void => {
  void queryClient.query(statusQueryOptions()).then((loggedIn) => {
    if (!loggedIn) return;
    void queryClient.query(appTypeQueryOptions()).catch(ignore);
    void queryClient.query(appRolesQueryOptions()).catch(ignore);
  }, ignore);
};
