import { REQUEST_APP, SUPPLIER_APP, knownRoles, type Role } from '@vve/contract/enums';
import type { SessionUser } from '../lib/session-user';

export const isAdministrator = (user: SessionUser): boolean => user.roles.includes('administrator');

/** The user's roles, as far as the product knows them. */
export const appRoles = (user: SessionUser): Role[] => knownRoles(user.roles);

/**
 * Suppliers and administrators get the supplier-app (administrators may switch, spec §4);
 * owners and tenants the request-app.
 */
export const appType = (user: SessionUser): string => {
  const roles = appRoles(user);
  return roles.includes('supplier') || roles.includes('administrator') ? SUPPLIER_APP : REQUEST_APP;
};
