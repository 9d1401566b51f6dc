import {
  MAX_LISTED_IMPORT_ERRORS,
  type ImportCheck,
  type ImportProblem,
} from '@vve/contract/calls/office-import';
import {
  readSheetHeader,
  type ImportHeader,
  type ImportSheet,
  type SheetCells,
} from '@vve/contract/rules/import-sheet';
import { refusal, type RefusalData } from '../lib/http-error';
import type { SheetRow } from '../lib/spreadsheet/sheet-rows';
import { IMPORT_REASONS, importReasonOf } from '@vve/contract/rules/import-reasons';

/** The file's rows, read and checked on their own and against each other. */
export interface ImportFile<Row> {
  rows: Row[];
  /** The first MAX_LISTED_IMPORT_ERRORS errors, in `byRowAndColumn`'s order. */
  errors: ImportProblem[];
  errorCount: number;
  /** Rows besides the header, empty ones not counted. */
  count: number;
}

/** What an import answers: its summary, or why it was refused (with the summary when the file was read). */
export type ImportOutcome<Summary extends ImportCheck = ImportCheck> =
  { refused: false; summary: Summary } | { refused: true; refusal: RefusalData; summary: Summary };

/** An applied import that has errors: refused, with its summary, and nothing changed. */
export const refusedForErrors = <Summary extends ImportCheck>(summary: Summary): ImportOutcome<Summary> => {
  const errors = summary.errorCount === 1 ? 'an error' : `${summary.errorCount} errors`;
  return { refused: true, refusal: { code: 'importHasErrors', params: { errors } }, summary };
};

/**
 * The steps of an import into one complex, in its transaction: a file refused as a whole answers its refusal with
 * `nothing` counted; else `check` plans what the rows would do (its summary); a dry run answers that; applying a
 * file with errors is refused; else `write` does it.
 */
export const importSteps = async <Row, Summary extends ImportCheck, Plan extends { summary: Summary }>(
  file: ImportFile<Row> | ImportOutcome,
  steps: {
    nothing: Omit<Summary, keyof ImportCheck>;
    apply: boolean;
    check: (read: ImportFile<Row>) => Promise<Plan>;
    write: (plan: Plan) => Promise<void>;
  },
): Promise<ImportOutcome<Summary>> => {
  if ('summary' in file) return { ...file, summary: { ...file.summary, ...steps.nothing } as Summary };
  const plan = await steps.check(file);
  if (!steps.apply) return { refused: false, summary: plan.summary };
  if (plan.summary.errorCount > 0) return refusedForErrors(plan.summary);
  await steps.write(plan);
  return { refused: false, summary: plan.summary };
};

/** The rows and errors of a summary (the first MAX_LISTED_IMPORT_ERRORS errors, each with its reason's code). */
export const importCheck = (
  count: number,
  errors: ImportProblem[],
  errorCount = errors.length,
): ImportCheck => ({
  rows: count,
  errors: errors
    .slice(0, MAX_LISTED_IMPORT_ERRORS)
    .map((error) => ({ ...error, code: importReasonOf(error.message) })),
  errorCount,
});

/** The order of an answer's errors: by row, then by column in the sheet's order (others last). */
export const byRowAndColumn =
  (columns: readonly string[]) =>
  (a: ImportProblem, b: ImportProblem): number => {
    const order = (error: ImportProblem) => {
      const at = columns.indexOf(error.column);
      return at < 0 ? columns.length : at;
    };
    return a.row - b.row || order(a) - order(b);
  };

/** The spreadsheet's name of a column: A, B, …, Z, AA, … */
const columnLetter = (index: number): string =>
  (index >= 26 ? columnLetter(Math.floor(index / 26) - 1) : '') + String.fromCharCode(65 + (index % 26));

/**
 * Errors as they are found: all counted, only the first MAX_LISTED_IMPORT_ERRORS (in `byRowAndColumn`'s order)
 * kept, so that a file full of errors takes no more memory than one with a few.
 */
const firstErrors = (columns: readonly string[]) => {
  let listed: ImportProblem[] = [];
  let count = 0;
  const first = () => listed.sort(byRowAndColumn(columns)).slice(0, MAX_LISTED_IMPORT_ERRORS);
  return {
    add: (error: ImportProblem) => {
      count += 1;
      listed.push(error);
      if (listed.length > 2 * MAX_LISTED_IMPORT_ERRORS) listed = first();
    },
    result: () => ({ errors: first(), errorCount: count }),
  };
};

/**
 * Reads a file's rows as the spreadsheet reader finds them: the first is the header, every row below it is
 * read by the sheet's rules on its own (and, at the end, against the others). `result` answers what was
 * read, or the refusal of a header without the required columns; it throws for a file without rows.
 */
export const importRowReader = <Column extends string, Row>(sheet: ImportSheet<Column, Row>) => {
  let header: { row: number; columns: ImportHeader<Column> } | undefined;
  const rows: Row[] = [];
  const errors = firstErrors(sheet.columns);
  let count = 0;

  const readRow = ({ row, cells }: SheetRow, { columns }: ImportHeader<Column>) => {
    const named: SheetCells<Column> = {};
    for (const { column, text } of cells) {
      const name = columns[column];
      if (name) named[name] = text;
      else if (name === null)
        errors.add({
          row,
          column: columnLetter(column),
          message: IMPORT_REASONS.namelessColumn,
        });
    }
    const parsed = sheet.readRow(row, named);
    parsed.errors.forEach(errors.add);
    if (parsed.value) rows.push(parsed.value);
  };

  return {
    add: (sheetRow: SheetRow): void => {
      if (!header) {
        const names: (string | undefined)[] = [];
        for (const { column, text } of sheetRow.cells) names[column] = text;
        header = {
          row: sheetRow.row,
          columns: readSheetHeader(
            sheet,
            Array.from(names, (name) => name ?? ''),
          ),
        };
        return;
      }
      count += 1;
      if (header.columns.message === undefined) readRow(sheetRow, header.columns);
    },
    result: (): ImportFile<Row> | ImportOutcome => {
      if (!header) throw refusal('fileEmpty');
      const { message, errors: headerErrors } = header.columns;
      if (message !== undefined) {
        const row = header.row;
        return {
          refused: true,
          refusal: { code: 'importHeaderWrong', params: { detail: message } },
          summary: importCheck(
            count,
            headerErrors.map((error) => ({ ...error, row })),
          ),
        };
      }
      if (count === 0) throw refusal('noRowsBelowHeader');
      sheet.crossRowErrors(rows).forEach(errors.add);
      return { rows, ...errors.result(), count };
    },
  };
};
