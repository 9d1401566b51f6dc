import { z } from 'zod';
import { createStoredValue } from '../../lib/stored-value';

/** The tabs of the supplier home (spec §2). */
export const SupplierTab = z.enum(['contracts', 'workAssignments', 'inspections']);
export type SupplierTab = z.infer<typeof SupplierTab>;

/** The last-used tab, kept on this device. */
export const latestTab = createStoredValue('localStorage', 'latestTab', SupplierTab);
