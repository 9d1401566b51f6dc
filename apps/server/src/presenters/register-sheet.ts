import { REGISTER_COLUMNS, type RegisterColumn } from '@vve/contract/rules/register-rows';
import type { ExportCell, ExportTable } from '../lib/spreadsheet/export-table';
import type { RegisterElementRow } from '../queries/element-register';

/** Each column's cell of an element, as the register import reads it back. */
const CELLS: Record<RegisterColumn, (element: RegisterElementRow) => ExportCell> = {
  element: (element) => element.id,
  aspect: (element) => element.aspect,
  code: (element) => element.codeFull,
  code_name: (element) => element.codeName,
  label: (element) => element.label,
  location: (element) => element.location,
  nlsfb_code: (element) => element.nlsfbCode,
  material: (element) => element.material,
  quantity: (element) => element.quantity,
  unit: (element) => element.unit,
  installed_year: (element) => element.installedYear,
  expected_life: (element) => element.expectedLife,
  replacement_value: (element) => element.replacementValue,
  global_ids: (element) => (element.globalIds.length > 0 ? element.globalIds.join(' ') : null),
};

/**
 * A complex's element register as a table whose headers are the import's column names (not translated: the file
 * goes back in as it is).
 */
export const presentRegisterSheet = (elements: readonly RegisterElementRow[]): ExportTable => ({
  headers: REGISTER_COLUMNS,
  rows: elements.map((element) => REGISTER_COLUMNS.map((column) => CELLS[column](element))),
});
