import { OFFICE_KEY } from '../../../lib/office-key';

/**
 * The query keys of the maintenance plan, under the back office's root key: a change elsewhere in the back office
 * refreshes them too.
 */
export const planKeys = {
  all: () => [...OFFICE_KEY, 'maintenance-plan'] as const,
  /** A complex's plan as its draft shows it. */
  complex: (complexId: number) => [...planKeys.all(), 'complex', complexId] as const,
  /** A version of a plan, adopted or the draft, by its own id. */
  version: (versionId: number) => [...planKeys.all(), 'version', versionId] as const,
};
