import {
  MAX_LISTED_IMPORT_ERRORS,
  type ImportProblem,
  type ImportSummary,
} from '@vve/contract/calls/office-import';
import {
  IMPORT_COLUMNS,
  crossRowErrors,
  parseImportRow,
  readImportHeader,
  type ImportCells,
  type ImportColumn,
  type ImportHeader,
  type ImportRow,
} from '@vve/contract/rules/import-rows';
import { refusal, type RefusalData } from '../lib/http-error';
import type { SheetRow } from '../lib/spreadsheet/sheet-rows';
import { IMPORT_REASONS, importReasonOf } from '@vve/contract/rules/import-reasons';

/** The file's rows, read and checked on their own and against each other. */
export interface ImportFile {
  rows: ImportRow[];
  /** The first MAX_LISTED_IMPORT_ERRORS errors, in `byRowAndColumn`'s order. */
  errors: ImportProblem[];
  errorCount: number;
  /** Rows besides the header, empty ones not counted. */
  count: number;
}

/** What an import answers: its summary, or why it was refused (with the summary when the file was read). */
export type ImportOutcome =
  | { refused: false; summary: ImportSummary }
  | { refused: true; refusal: RefusalData; summary: ImportSummary };

export const emptySummary = (
  count: number,
  errors: ImportProblem[],
  errorCount = errors.length,
): ImportSummary => ({
  rows: count,
  units: { created: 0, changed: 0 },
  people: { created: 0, changed: 0 },
  ownerships: { created: 0 },
  rentalContracts: { created: 0, unchanged: 0 },
  errors: errors
    .slice(0, MAX_LISTED_IMPORT_ERRORS)
    .map((error) => ({ ...error, code: importReasonOf(error.message) })),
  errorCount,
});

const columnOrder = (error: ImportProblem) => {
  const at = IMPORT_COLUMNS.indexOf(error.column as ImportColumn);
  return at < 0 ? IMPORT_COLUMNS.length : at;
};

/** The order of an answer's errors: by row, then by column in the template's order (others last). */
export const byRowAndColumn = (a: ImportProblem, b: ImportProblem): number =>
  a.row - b.row || columnOrder(a) - columnOrder(b);

/** The spreadsheet's name of a column: A, B, …, Z, AA, … */
const columnLetter = (index: number): string =>
  (index >= 26 ? columnLetter(Math.floor(index / 26) - 1) : '') + String.fromCharCode(65 + (index % 26));

/**
 * Errors as they are found: all counted, only the first MAX_LISTED_IMPORT_ERRORS (in `byRowAndColumn`'s order)
 * kept, so that a file full of errors takes no more memory than one with a few.
 */
const firstErrors = () => {
  let listed: ImportProblem[] = [];
  let count = 0;
  const first = () => listed.sort(byRowAndColumn).slice(0, MAX_LISTED_IMPORT_ERRORS);
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
 * read by the contract's rules on its own (and, at the end, against the others). `result` answers what was
 * read, or the refusal of a header without the required columns; it throws for a file without rows.
 */
export const importRowReader = () => {
  let header: { row: number; columns: ImportHeader } | undefined;
  const rows: ImportRow[] = [];
  const errors = firstErrors();
  let count = 0;

  const readRow = ({ row, cells }: SheetRow, { columns }: ImportHeader) => {
    const named: ImportCells = {};
    for (const { column, text } of cells) {
      const name = columns[column];
      if (name) named[name] = text;
      else
        errors.add({
          row,
          column: columnLetter(column),
          message: IMPORT_REASONS.namelessColumn,
        });
    }
    const parsed = parseImportRow(row, named);
    parsed.errors.forEach(errors.add);
    if (parsed.value) rows.push(parsed.value);
  };

  return {
    add: (sheetRow: SheetRow): void => {
      if (!header) {
        const names: (string | undefined)[] = [];
        for (const { column, text } of sheetRow.cells) names[column] = text;
        header = { row: sheetRow.row, columns: readImportHeader(Array.from(names, (name) => name ?? '')) };
        return;
      }
      count += 1;
      if (header.columns.message === undefined) readRow(sheetRow, header.columns);
    },
    result: (): ImportFile | ImportOutcome => {
      if (!header) throw refusal('fileEmpty');
      const { message, errors: headerErrors } = header.columns;
      if (message !== undefined) {
        const row = header.row;
        return {
          refused: true,
          refusal: { code: 'importHeaderWrong', params: { detail: message } },
          summary: emptySummary(
            count,
            headerErrors.map((error) => ({ ...error, row })),
          ),
        };
      }
      if (count === 0) throw refusal('noRowsBelowHeader');
      crossRowErrors(rows).forEach(errors.add);
      return { rows, ...errors.result(), count };
    },
  };
};
