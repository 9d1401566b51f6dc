import { SUPPLIER_APP, type Role } from '@vve/contract/enums';
import type { SwitchableMode } from './switched-mode';

export interface Mode {
  appType: string;
  roles: readonly Role[];
}

/** The roles when the roles call failed (spec §6). */
export const defaultRoles = (appType: string): Role[] =>
  appType === SUPPLIER_APP ? ['supplier'] : ['owner'];

/**
 * The mode to show: the app type with the loaded roles (or the defaults), unless an administrator switched:
 * to the supplier-app with roles supplier and administrator, to the request-app with administrator only (spec §4).
 */
export const resolveMode = (
  appType: string,
  roles: readonly Role[] | null,
  switched?: SwitchableMode,
): Mode => {
  const ownRoles = roles ?? defaultRoles(appType);
  if (switched === undefined || !ownRoles.includes('administrator')) return { appType, roles: ownRoles };
  return {
    appType: switched,
    roles: switched === SUPPLIER_APP ? ['supplier', 'administrator'] : ['administrator'],
  };
};
