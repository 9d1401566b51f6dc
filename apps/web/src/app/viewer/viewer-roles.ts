import type { Role } from '@vve/contract/enums';

/** Suppliers and administrators see a picked element's IFC properties; residents see it in plain words. */
export const seesTechnicalDetails = (roles: readonly Role[] | null): boolean =>
  roles?.some((role) => role === 'supplier' || role === 'administrator') ?? false;

/**
 * How a picked element becomes a request: an administrator raises it for the project's complex (and may give it a
 * work order at once); anyone else sends it as a resident of the complex, with photos and sharing.
 */
export type RaiseAs = 'administrator' | 'resident';

export const raiseAsOf = (roles: readonly Role[] | null): RaiseAs =>
  roles?.includes('administrator') ? 'administrator' : 'resident';
