import { z } from 'zod';
import type { ImportProblem } from '../calls/office-import';
import { MAX_NAME_LENGTH } from '../primitives';
import { ElementUnit } from '../calls/office-planning';
import { IMPORT_REASONS } from './import-reasons';

/** The header's row number: a spreadsheet counts from 1. */
export const HEADER_ROW = 1;

/** A row's cells by column, as text; an absent or empty cell is not filled in. */
export type SheetCells<Column extends string> = Partial<Record<Column, string>>;

/** One row read on its own: its value when it has no error, and its errors (in the columns' order) otherwise. */
export interface ReadRow<Row> {
  value: Row | null;
  errors: ImportProblem[];
}

/**
 * What an import reads from a file: its columns (in the template's order; a file names them in any order and
 * case), those every file has, how one row is read, and the rules between rows. The residents' import and the
 * element register's each describe theirs; the reading of the file and of its header is one for both.
 */
export interface ImportSheet<Column extends string, Row> {
  columns: readonly Column[];
  required: readonly Column[];
  readRow: (row: number, cells: SheetCells<Column>) => ReadRow<Row>;
  crossRowErrors: (rows: readonly Row[]) => ImportProblem[];
  /** Columns its export writes for people to read (figures it computes), which the import leaves out. */
  ignored?: (name: string) => boolean;
}

/** Names in a sentence: the first ten, and how many more. */
const namesOf = (names: readonly string[]) =>
  names.length <= 10 ? names.join(', ') : `${names.slice(0, 10).join(', ')} and ${names.length - 10} more`;

/** What the header says: which column each cell is, or why the file cannot be read. */
export interface ImportHeader<Column extends string> {
  /**
   * Per cell of the header: its column; null for a nameless column (a cell in it is an error); false for a column
   * the sheet ignores (its cells are left out).
   */
  columns: (Column | null | false)[];
  /** Row-1 errors, one per missing, unknown or repeated column. */
  errors: ImportProblem[];
  /** One sentence naming them all; undefined when the header is good. */
  message?: string;
}

/**
 * Reads the header row: names without regard to case and surrounding spaces, in any order. Every required
 * column must be there, no column twice, none that the import does not know (a nameless one is left out, and so
 * is one the sheet ignores).
 */
export const readSheetHeader = <Column extends string>(
  sheet: Pick<ImportSheet<Column, unknown>, 'columns' | 'required' | 'ignored'>,
  cells: readonly string[],
): ImportHeader<Column> => {
  const isColumn = (name: string): name is Column => (sheet.columns as readonly string[]).includes(name);
  const names = cells.map((cell) => cell.trim().toLowerCase());
  const unknown = names.filter((name) => name !== '' && !isColumn(name) && sheet.ignored?.(name) !== true);
  const seen = new Set<string>();
  const repeated = [...new Set(names.filter((name) => name !== '' && seen.size === seen.add(name).size))];
  const missing = sheet.required.filter((column) => !names.includes(column));
  const errors: ImportProblem[] = [
    ...missing.map((column) => ({ row: HEADER_ROW, column, message: IMPORT_REASONS.missingColumn })),
    ...unknown.map((column) => ({ row: HEADER_ROW, column, message: IMPORT_REASONS.unknownColumn })),
    ...repeated.map((column) => ({ row: HEADER_ROW, column, message: IMPORT_REASONS.repeatedColumn })),
  ];
  const sentences = [
    missing.length > 0 && `The file lacks the required columns: ${missing.join(', ')}.`,
    unknown.length > 0 &&
      `The file has columns that the import does not know: ${namesOf(unknown)}. The columns are: ${sheet.columns.join(', ')}.`,
    repeated.length > 0 && `These columns appear more than once: ${namesOf(repeated)}.`,
  ].filter((sentence) => sentence !== false);
  return {
    columns: names.map((name) => (isColumn(name) ? name : sheet.ignored?.(name) === true ? false : null)),
    errors,
    ...(sentences.length > 0 && { message: sentences.join(' ') }),
  };
};

/** Each column's schema for its text (trimmed, never empty: an empty cell is absent). */
export type CellSchemas<Column extends string> = Record<Column, z.ZodType<unknown, string>>;

/** The values a row's cells hold, each as its column's schema reads it. */
export type CellValues<Schemas extends CellSchemas<string>> = {
  [C in keyof Schemas]?: z.output<Schemas[C]>;
};

/**
 * Reads a row's cells, each by its column's schema, then the rules between them (`rowRules`, whose problems
 * count only for columns that read well). Answers the trimmed texts and the values, or the errors in the
 * columns' order.
 */
export const readCells = <Column extends string, Schemas extends CellSchemas<Column>>(
  columns: readonly Column[],
  schemas: Schemas,
  row: number,
  cells: SheetCells<Column>,
  rowRules: (
    filled: (column: Column) => boolean,
    values: CellValues<Schemas>,
  ) => { column: Column; message: string }[],
): { texts: Record<Column, string>; values: CellValues<Schemas>; errors: ImportProblem[] } => {
  const texts = Object.fromEntries(columns.map((column) => [column, cells[column]?.trim() ?? ''])) as Record<
    Column,
    string
  >;
  const filled = (column: Column) => texts[column] !== '';
  const parsed: Record<string, unknown> = {};
  const errors: ImportProblem[] = [];
  for (const column of columns.filter(filled)) {
    const result = schemas[column].safeParse(texts[column]);
    if (result.success) parsed[column] = result.data;
    else errors.push({ row, column, message: result.error.issues[0]?.message ?? IMPORT_REASONS.invalid });
  }
  const values = parsed as CellValues<Schemas>;
  const failed = new Set(errors.map((error) => error.column));
  for (const problem of rowRules(filled, values)) {
    if (!failed.has(problem.column)) errors.push({ row, ...problem });
  }
  const order = (error: ImportProblem) => columns.indexOf(error.column as Column);
  return { texts, values, errors: errors.sort((a, b) => order(a) - order(b)) };
};

/** A `required` problem for each of `columns` that is not filled in. */
export const requiredProblems = <Column extends string>(
  filled: (column: Column) => boolean,
  columns: readonly Column[],
): { column: Column; message: string }[] =>
  columns.filter((column) => !filled(column)).map((column) => ({ column, message: IMPORT_REASONS.required }));

/**
 * A short text in one line: PostgreSQL stores no NUL, a name has no line break, and a lone surrogate (a broken
 * character a workbook's XML may hold) is no text to store.
 */
export const ShortCell = z
  .string()
  .max(MAX_NAME_LENGTH, IMPORT_REASONS.tooLong)
  .regex(/^[^\p{Cc}\p{Cs}]*$/u, IMPORT_REASONS.controlCharacter);

/** The values of a column that is a choice, without regard to case. */
export const choiceCell = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .string()
    .transform((text) => text.toLowerCase())
    .pipe(z.enum(values, message));

/** A number as a spreadsheet writes it, with a point or a comma before at most two decimals. */
export const decimalCell = (message: string, field: z.ZodType<number, number>) =>
  z
    .string()
    .regex(/^\d{1,10}([.,]\d{1,2})?$/, message)
    .transform((text) => Number(text.replace(',', '.')))
    .pipe(field);

/** A whole number of at most four digits (a year, a life in years). */
export const wholeCell = (message: string, field: z.ZodType<number, number>) =>
  z
    .string()
    .regex(/^\d{1,4}$/, message)
    .transform(Number)
    .pipe(field);

/** The units as the register writes them, and as people type them (m², m¹). */
export const UnitCell = z
  .string()
  .transform((text) => text.toLowerCase().replace('²', '2').replace('¹', '1'))
  .pipe(z.enum(ElementUnit.options, IMPORT_REASONS.elementUnit));

/** An amount in euros as a spreadsheet writes it, perhaps after a euro sign (`€ 18500,50`). */
export const euroCell = (message: string, field: z.ZodType<number, number>) =>
  z
    .string()
    .transform((text) => text.replace(/^€\s?/, ''))
    .pipe(decimalCell(message, field));
