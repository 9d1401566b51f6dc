import type { Role } from '@vve/contract/enums';

/** Suppliers and administrators see a picked element's IFC properties; residents see it in plain words. */
export const seesTechnicalDetails = (roles: readonly Role[] | null): boolean =>
  roles?.some((role) => role === 'supplier' || role === 'administrator') ?? false;
