import type { Role } from '@vve/contract/enums';
import { useAppRoles } from '../features/session/api/get-app-roles';
import { useAppType } from '../features/session/api/get-app-type';
import { useStatus } from '../features/session/api/get-status';

export type Session =
  { state: 'checking' } | { state: 'loggedOut' } | { state: 'ready'; appType: string; roles: Role[] | null };

/** Where the session stands: checked, then logged out, or ready once the app type and roles are loaded. */
export const useSession = (): Session => {
  const status = useStatus();
  const loggedIn = status.data === true;
  const appType = useAppType(loggedIn);
  const roles = useAppRoles(loggedIn);

  if (status.isPending || (loggedIn && (appType.isPending || roles.isPending))) return { state: 'checking' };
  if (!loggedIn || !appType.isSuccess) return { state: 'loggedOut' };
  return { state: 'ready', appType: appType.data, roles: roles.data ?? null };
};
