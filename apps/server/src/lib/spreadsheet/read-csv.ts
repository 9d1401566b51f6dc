import { CsvError, parse } from 'csv-parse/sync';
import { MAX_IMPORT_ROWS } from '@vve/contract/calls/office-import';
import { HttpError } from '../http-error';

export const NOT_A_SPREADSHEET =
  'The file is neither an Excel workbook (.xlsx) nor a CSV file in UTF-8. In Excel, save it as "CSV UTF-8" or as an Excel workbook.';

/**
 * The most lines (empty ones too) a CSV file is read to: far beyond an import's 20,000 rows, so that ten
 * megabytes of line breaks do not become millions of rows.
 */
const MAX_CSV_RECORDS = 5 * MAX_IMPORT_ROWS;
export const TOO_MANY_ROWS = `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-GB')} rows: split it into smaller files.`;

/** What a person can do about the parser's complaints, by its codes. */
const CSV_PROBLEMS: Partial<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED: 'a quote is opened and never closed',
  INVALID_OPENING_QUOTE:
    'a quote stands inside a value: put the whole value between quotes, and double the quotes in it',
  CSV_INVALID_CLOSING_QUOTE:
    'a quote stands inside a value: put the whole value between quotes, and double the quotes in it',
};

/** Semicolons (Dutch Excel) or commas: whichever the header line has more of, outside quotes. */
const delimiterOf = (text: string): ';' | ',' => {
  const end = text.search(/[\r\n]/);
  const header = (end < 0 ? text : text.slice(0, end)).replace(/"[^"]*"/g, '');
  const count = (character: string) => header.split(character).length;
  return count(';') > count(',') ? ';' : ',';
};

/**
 * A CSV file's cells, row by row (a record with a line break inside quotes is one row, as a spreadsheet
 * shows it): UTF-8 with or without its byte order mark, separated by commas or semicolons, quoted or not.
 */
export const readCsv = (bytes: Uint8Array): string[][] => {
  let text: string;
  try {
    // Strict: text in another encoding (Windows-1252) would store wrong letters.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(415, NOT_A_SPREADSHEET);
  }
  if (text.includes('\u0000')) throw new HttpError(415, NOT_A_SPREADSHEET);
  let rows: string[][];
  try {
    rows = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: false,
      to: MAX_CSV_RECORDS + 1,
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines;
    throw new HttpError(
      400,
      `The CSV file cannot be read at line ${line ?? '?'}: ${CSV_PROBLEMS[error.code] ?? error.message}.`,
    );
  }
  if (rows.length > MAX_CSV_RECORDS) throw new HttpError(400, TOO_MANY_ROWS);
  return rows;
};
