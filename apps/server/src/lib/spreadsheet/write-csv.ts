import { nextTurn, ROWS_AT_A_TIME, type ExportCell, type ExportTable } from './export-table';

/** Excel's separator in the Dutch (and German and French) settings, which it opens a CSV file with. */
export const CSV_SEPARATOR = ';';
/** The byte order mark: without it Excel reads UTF-8 as Windows-1252 and garbles accents. */
const BOM = '\uFEFF';
const LINE_END = '\r\n';

/** A text that a spreadsheet would start a formula with (or that hides one after a tab or line break). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A text that must be quoted: it holds the separator, a quote or a line break, or starts or ends with spaces. */
const NEEDS_QUOTES = /[;"\r\n]|^\s|\s$/;

/**
 * A cell as CSV: a text that would start a formula behind a `'` (formula injection: `=HYPERLINK(…)` in a
 * description stays text), quoted where needed with its quotes doubled; a number with a decimal comma, as
 * Excel reads it in the settings whose separator is `;`; nothing as an empty field.
 */
export const csvField = (cell: ExportCell): string => {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell).replace('.', ',');
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

const csvLine = (cells: readonly ExportCell[]) => cells.map(csvField).join(CSV_SEPARATOR) + LINE_END;

/**
 * A list as a CSV file for Excel: UTF-8 with its byte order mark, fields separated by `;`, lines ended by CRLF,
 * the headers first. Written a few thousand rows at a time, other requests served between them.
 */
export const writeCsv = async (table: ExportTable): Promise<Buffer> => {
  const parts: Buffer[] = [Buffer.from(BOM + csvLine(table.headers))];
  for (let start = 0; start < table.rows.length; start += ROWS_AT_A_TIME) {
    if (start > 0) await nextTurn();
    parts.push(
      Buffer.from(
        table.rows
          .slice(start, start + ROWS_AT_A_TIME)
          .map(csvLine)
          .join(''),
      ),
    );
  }
  return Buffer.concat(parts);
};
