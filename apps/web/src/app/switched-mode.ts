import { REQUEST_APP, SUPPLIER_APP } from '@vve/contract/enums';
import { z } from 'zod';
import { createStoredValue } from '../lib/stored-value';

/** The modes an administrator can switch between (spec §4). */
export const SwitchableMode = z.enum([SUPPLIER_APP, REQUEST_APP]);
export type SwitchableMode = z.infer<typeof SwitchableMode>;

/** The mode an administrator switched to: kept for this tab so a reload keeps it, forgotten at logout. */
export const switchedMode = createStoredValue('sessionStorage', 'mode', SwitchableMode);
