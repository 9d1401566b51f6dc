import { z } from 'zod';
import type { ImportProblem } from '../calls/office-import';
import {
  ElementRegisterPayload,
  MAX_ELEMENT_GLOBAL_IDS,
  type ElementPayload,
} from '../calls/office-planning';
import { IfcGuid } from '../calls/bim';
import { IMPORT_REASONS } from './import-reasons';
import {
  decimalCell,
  euroCell,
  readCells,
  requiredProblems,
  ShortCell,
  type CellSchemas,
  type CellValues,
  type ImportSheet,
  type ReadRow,
  type SheetCells,
  UnitCell,
  wholeCell,
} from './import-sheet';

/**
 * The columns of a complex's element register as a file, in the export's order: the export writes them and the
 * import reads them, so that a register goes out to a spreadsheet and comes back. `element` is the element's
 * number (empty for a new one), `aspect` its aspect's name as the back office shows it.
 */
export const REGISTER_COLUMNS = [
  'element',
  'aspect',
  'code',
  'code_name',
  'label',
  'location',
  'nlsfb_code',
  'material',
  'quantity',
  'unit',
  'installed_year',
  'expected_life',
  'replacement_value',
  'global_ids',
] as const;
export type RegisterColumn = (typeof REGISTER_COLUMNS)[number];

/** Every register file has these: what the spec's element is made of. */
export const REQUIRED_REGISTER_COLUMNS: readonly RegisterColumn[] = [
  'aspect',
  'code',
  'code_name',
  'label',
  'location',
];

/** GlobalIds separated by spaces, commas or semicolons; each once. */
const GlobalIdsCell = z
  .string()
  .transform((text) => text.split(/[\s,;]+/).filter((id) => id !== ''))
  .pipe(
    z
      .array(z.string().refine((id) => IfcGuid.safeParse(id).success, IMPORT_REASONS.globalIdList))
      .max(MAX_ELEMENT_GLOBAL_IDS, IMPORT_REASONS.globalIdList)
      .refine((ids) => new Set(ids).size === ids.length, IMPORT_REASONS.globalIdRepeated),
  );

const register = ElementRegisterPayload.shape;

/** Each column's schema: the bounds are the element dialog's (ElementRegisterPayload), read from text. */
const REGISTER_SCHEMAS = {
  element: z
    .string()
    .regex(/^\d{1,9}$/, IMPORT_REASONS.elementNumber)
    .transform(Number)
    .pipe(z.number().min(1, IMPORT_REASONS.elementNumber)),
  aspect: ShortCell,
  code: ShortCell,
  code_name: ShortCell,
  label: ShortCell,
  location: ShortCell,
  nlsfb_code: register.nlsfbCode.unwrap(),
  material: ShortCell,
  quantity: decimalCell(IMPORT_REASONS.quantity, register.quantity.unwrap()),
  unit: UnitCell,
  installed_year: wholeCell(IMPORT_REASONS.installedYear, register.installedYear.unwrap()),
  expected_life: wholeCell(IMPORT_REASONS.expectedLife, register.expectedLife.unwrap()),
  replacement_value: euroCell(IMPORT_REASONS.replacementValue, register.replacementValue.unwrap()),
  global_ids: GlobalIdsCell,
} satisfies CellSchemas<RegisterColumn>;

type RegisterValues = CellValues<typeof REGISTER_SCHEMAS>;

/** An element of the register as a row of the file says it is: every register field given, null when empty. */
export interface RegisterRow {
  row: number;
  /** Null: a new element. */
  elementId: number | null;
  aspect: string;
  element: Required<ElementPayload>;
}

/** The rules between a row's cells: the spec's element is always there, and a quantity has its unit. */
const rowRules = (filled: (column: RegisterColumn) => boolean) => {
  const problems = requiredProblems(filled, REQUIRED_REGISTER_COLUMNS);
  if (filled('quantity') !== filled('unit')) {
    problems.push({ column: filled('quantity') ? 'unit' : 'quantity', message: IMPORT_REASONS.quantityUnit });
  }
  return problems;
};

/** Reads one row of a register file: each cell by its column's schema, then the rules between them. */
export const readRegisterRow = (row: number, cells: SheetCells<RegisterColumn>): ReadRow<RegisterRow> => {
  const { texts, values, errors } = readCells(REGISTER_COLUMNS, REGISTER_SCHEMAS, row, cells, rowRules);
  if (errors.length > 0) return { value: null, errors };
  const value: RegisterValues = values;
  return {
    value: {
      row,
      elementId: value.element ?? null,
      aspect: texts.aspect,
      element: {
        elementCode: { fullCode: texts.code, name: texts.code_name },
        label: texts.label,
        location: texts.location,
        nlsfbCode: value.nlsfb_code ?? null,
        material: texts.material === '' ? null : texts.material,
        quantity: value.quantity ?? null,
        unit: value.unit ?? null,
        installedYear: value.installed_year ?? null,
        expectedLife: value.expected_life ?? null,
        replacementValue: value.replacement_value ?? null,
        globalIds: value.global_ids ?? [],
      },
    },
    errors: [],
  };
};

/** The rule between rows: an element is on one row of the file. */
export const registerCrossRowErrors = (rows: readonly RegisterRow[]): ImportProblem[] => {
  const seen = new Set<number>();
  return rows.flatMap(({ row, elementId }) => {
    if (elementId === null) return [];
    if (seen.size === seen.add(elementId).size) {
      return [{ row, column: 'element', message: IMPORT_REASONS.elementRepeated }];
    }
    return [];
  });
};

/** The element register of a complex: its elements with what the register knows of them. */
export const REGISTER_SHEET: ImportSheet<RegisterColumn, RegisterRow> = {
  columns: REGISTER_COLUMNS,
  required: REQUIRED_REGISTER_COLUMNS,
  readRow: readRegisterRow,
  crossRowErrors: registerCrossRowErrors,
};
