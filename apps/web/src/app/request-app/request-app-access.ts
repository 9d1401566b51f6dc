import type { Role } from '@vve/contract/enums';

/**
 * The role-bound parts of the request-app (spec §2): owners have their properties (details, vveDetails,
 * debtorDetails), tenants their rental contract (tenantDetails), both their contact details (not in the spec).
 * The home offers only these, and the routes open only these; anything else answers the not-found view.
 */
export const requestAppAccess = (roles: readonly Role[]) => ({
  properties: roles.includes('owner'),
  rentalContract: roles.includes('tenant'),
  contactDetails: roles.includes('owner') || roles.includes('tenant'),
});
