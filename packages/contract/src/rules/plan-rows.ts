import { z } from 'zod';
import { PlanActivity, PlanLinePayload, type PlanLinePayload as PlanLine } from '../calls/maintenance-plan';
import { IMPORT_REASONS } from './import-reasons';
import {
  euroCell,
  readCells,
  requiredProblems,
  ShortCell,
  UnitCell,
  wholeCell,
  decimalCell,
  type CellSchemas,
  type CellValues,
  type ImportSheet,
  type ReadRow,
  type SheetCells,
} from './import-sheet';

/**
 * The columns of plan lines as a file (the template's): `element` is the number of an element of the complex's
 * register (as the register's export gives it; empty for work without one), the others a line's fields.
 */
export const PLAN_COLUMNS = [
  'element',
  'activity',
  'description',
  'quantity',
  'unit',
  'unit_price',
  'vat_rate',
  'first_year',
  'cycle',
  'note',
] as const;
export type PlanColumn = (typeof PLAN_COLUMNS)[number];

/** Every plan file has these. */
export const REQUIRED_PLAN_COLUMNS: readonly PlanColumn[] = [
  'activity',
  'quantity',
  'unit',
  'unit_price',
  'vat_rate',
  'first_year',
];

/** The activities as Dutch plans write them, beside the English ones. */
const DUTCH_ACTIVITIES: Record<string, PlanActivity> = {
  vervangen: 'replace',
  herstellen: 'repair',
  schilderen: 'paint',
  inspecteren: 'inspect',
  reinigen: 'clean',
  overig: 'other',
};

const line = PlanLinePayload.shape;

/** Each column's schema: the bounds are the line dialog's (PlanLinePayload), read from text. */
const PLAN_SCHEMAS = {
  element: z
    .string()
    .regex(/^\d{1,9}$/, IMPORT_REASONS.elementNumber)
    .transform(Number)
    .pipe(z.number().min(1, IMPORT_REASONS.elementNumber)),
  activity: z
    .string()
    .transform((text) => DUTCH_ACTIVITIES[text.toLowerCase()] ?? text.toLowerCase())
    .pipe(z.enum(PlanActivity.options, IMPORT_REASONS.planActivity)),
  description: ShortCell,
  quantity: decimalCell(IMPORT_REASONS.quantity, line.quantity),
  unit: UnitCell,
  unit_price: euroCell(IMPORT_REASONS.planUnitPrice, line.unitPrice),
  vat_rate: z
    .string()
    .transform((text) => text.replace(/\s?%$/, ''))
    .pipe(z.string().regex(/^\d{1,2}$/, IMPORT_REASONS.planVatRate))
    .transform(Number)
    .pipe(line.vatRate),
  first_year: wholeCell(IMPORT_REASONS.planYear, line.firstYear),
  cycle: wholeCell(IMPORT_REASONS.planCycle, line.cycle.unwrap()),
  note: ShortCell,
} satisfies CellSchemas<PlanColumn>;

/** A plan line as a row of the file says it is. */
export interface PlanRow {
  row: number;
  line: PlanLine;
}

/** The rules between a row's cells: the required ones, and a description for work of the kind 'other'. */
const rowRules = (filled: (column: PlanColumn) => boolean, activity: () => string | undefined) => {
  const problems = requiredProblems(filled, REQUIRED_PLAN_COLUMNS);
  if (activity() === 'other' && !filled('description')) {
    problems.push({ column: 'description', message: IMPORT_REASONS.planDescription });
  }
  return problems;
};

/** Reads one row of a plan file: each cell by its column's schema, then the rules between them. */
export const readPlanRow = (row: number, cells: SheetCells<PlanColumn>): ReadRow<PlanRow> => {
  const activityOf = () => {
    const text = cells.activity?.trim().toLowerCase() ?? '';
    return DUTCH_ACTIVITIES[text] ?? text;
  };
  const { texts, values, errors } = readCells(PLAN_COLUMNS, PLAN_SCHEMAS, row, cells, (filled) =>
    rowRules(filled, activityOf),
  );
  if (errors.length > 0) return { value: null, errors };
  const value: CellValues<typeof PLAN_SCHEMAS> = values;
  return {
    value: {
      row,
      line: {
        elementId: value.element ?? null,
        activity: value.activity ?? 'other',
        description: texts.description,
        quantity: value.quantity ?? 0,
        unit: value.unit ?? 'pst',
        unitPrice: value.unit_price ?? 0,
        vatRate: value.vat_rate ?? 21,
        firstYear: value.first_year ?? 0,
        cycle: value.cycle ?? null,
        note: texts.note,
      },
    },
    errors: [],
  };
};

/**
 * The columns the plan's export writes beside the import's for people to read: the element's label and code, the
 * cost of each year (named by the year) and the line's total. The import leaves them out, so an exported plan's
 * lines sheet goes back in as it is.
 */
export const PLAN_READING_COLUMNS = ['element_label', 'nlsfb_code', 'total'] as const;
const isReadingColumn = (name: string) =>
  /^\d{4}$/.test(name) || (PLAN_READING_COLUMNS as readonly string[]).includes(name);

/** Plan lines: rows are independent of each other. */
export const PLAN_SHEET: ImportSheet<PlanColumn, PlanRow> = {
  columns: PLAN_COLUMNS,
  required: REQUIRED_PLAN_COLUMNS,
  readRow: readPlanRow,
  crossRowErrors: () => [],
  ignored: isReadingColumn,
};
