import { MAX_IMPORT_ROWS } from '@vve/contract/calls/office-import';
import { refusal } from '../http-error';

/** A cell that holds more than spaces: its column (0 is A) and its text. */
export interface SheetCell {
  column: number;
  text: string;
}

/** A row that is not empty: its number as the spreadsheet shows it (the first is 1) and its cells with text. */
export interface SheetRow {
  row: number;
  cells: SheetCell[];
}

/** The header and the import's rows. */
const MAX_ROWS = MAX_IMPORT_ROWS + 1;
/**
 * The last row number read, empty rows counted: far beyond an import's rows, so that ten megabytes of line
 * breaks (or of empty rows in a sheet) are not read to their end.
 */
const LAST_ROW = 5 * MAX_IMPORT_ROWS;

/** Excel's columns, A to XFD: no spreadsheet has more. */
export const MAX_COLUMNS = 16_384;

export const hasText = (text: string): boolean => text.trim() !== '';

/**
 * Passes a reader's rows on to `onRow` as it finds them (an empty row is only counted), and stops the reading
 * (400, thrown to the reader) at the first row past the import's limit: a file is never read further than an
 * import could use.
 */
export const rowLimit = (onRow: (row: SheetRow) => void) => {
  let rows = 0;
  return (row: number, cells: SheetCell[]): void => {
    if (row > LAST_ROW || (cells.length > 0 && rows === MAX_ROWS))
      throw refusal('tooManyRows', { rows: MAX_IMPORT_ROWS.toLocaleString('en-GB') });
    if (cells.length === 0) return;
    rows += 1;
    onRow({ row, cells });
  };
};
