import { RESIDENTS_SHEET } from '@vve/contract/rules/import-rows';
import type { ImportSheet } from '@vve/contract/rules/import-sheet';
import { PLAN_SHEET } from '@vve/contract/rules/plan-rows';
import { REGISTER_SHEET } from '@vve/contract/rules/register-rows';

/** The sheets an import reads, by the name its worker is told. */
export const IMPORT_SHEETS = { residents: RESIDENTS_SHEET, register: REGISTER_SHEET, plan: PLAN_SHEET };
export type ImportSheetName = keyof typeof IMPORT_SHEETS;

/** The row each sheet reads. */
export type SheetRowOf<Name extends ImportSheetName> =
  (typeof IMPORT_SHEETS)[Name] extends ImportSheet<string, infer Row> ? Row : never;
