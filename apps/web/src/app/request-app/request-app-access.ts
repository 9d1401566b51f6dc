import type { Role } from '@vve/contract/enums';

/**
 * The role-bound parts of the request-app (spec §2): owners have their properties (details, vveDetails,
 * debtorDetails), tenants their rental contract (tenantDetails), both their contact details and (not in the spec)
 * the screen of a complex of theirs, where tenants read the announcements and documents for them.
 * The home offers only these, and the routes open only these; anything else answers the not-found view.
 */
export const requestAppAccess = (roles: readonly Role[]) => ({
  properties: roles.includes('owner'),
  complexes: roles.includes('owner') || roles.includes('tenant'),
  rentalContract: roles.includes('tenant'),
  contactDetails: roles.includes('owner') || roles.includes('tenant'),
});
