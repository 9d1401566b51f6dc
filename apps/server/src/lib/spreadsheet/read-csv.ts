import { refusal } from '../http-error';
import { hasText, MAX_COLUMNS, rowLimit, type SheetCell, type SheetRow } from './sheet-rows';

/** Semicolons (Dutch Excel) or commas: whichever the header line has more of, outside quotes. */
const delimiterOf = (text: string): ';' | ',' => {
  const end = text.search(/[\r\n]/);
  const header = (end < 0 ? text : text.slice(0, end)).replace(/"[^"]*"/g, '');
  const count = (character: string) => header.split(character).length;
  return count(';') > count(',') ? ';' : ',';
};

const lineBreaks = (text: string) => text.match(/\r\n?|\n/g)?.length ?? 0;

/**
 * A CSV file's rows with text, as a spreadsheet numbers them (a record with a line break inside quotes is one
 * row): UTF-8 with or without its byte order mark, separated by commas or semicolons, quoted or not. Reading
 * stops at the first row past the import's limit (sheet-rows.ts), and at a row with more columns than a
 * spreadsheet has.
 */
export const readCsv = (bytes: Uint8Array, onRow: (row: SheetRow) => void): void => {
  let text: string;
  try {
    // Strict: text in another encoding (Windows-1252) would store wrong letters.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refusal('notASpreadsheet');
  }
  if (text.includes('\u0000')) throw refusal('notASpreadsheet');
  const delimiter = delimiterOf(text);
  const fieldEnd = new RegExp(`[${delimiter}\\r\\n]`, 'g');
  const add = rowLimit(onRow);
  let at = 0;
  let line = 1;
  let row = 1;
  let column = 0;
  let cells: SheetCell[] = [];
  while (at < text.length) {
    let value = '';
    if (text[at] === '"') {
      const opened = line;
      for (let from = at + 1; ;) {
        const quote = text.indexOf('"', from);
        if (quote < 0) throw refusal('csvQuoteNotClosed', { line: opened });
        value += text.slice(from, quote);
        at = quote + 1;
        if (text[at] !== '"') break;
        value += '"';
        from = at + 1;
      }
      line += lineBreaks(value);
      const next = text[at];
      if (next !== undefined && next !== delimiter && next !== '\r' && next !== '\n') {
        throw refusal('csvQuoteInside', { line });
      }
    } else if (text[at] !== delimiter && text[at] !== '\n' && text[at] !== '\r') {
      fieldEnd.lastIndex = at;
      const end = fieldEnd.exec(text)?.index ?? text.length;
      value = text.slice(at, end);
      if (value.includes('"')) throw refusal('csvQuoteInside', { line });
      at = end;
    }
    if (hasText(value)) cells.push({ column, text: value });
    if (text[at] === delimiter) {
      at += 1;
      column += 1;
      if (column === MAX_COLUMNS) throw refusal('tooManyColumns');
      continue;
    }
    // A line break or the end of the file ends the row.
    add(row, cells);
    at += text.startsWith('\r\n', at) ? 2 : 1;
    line += 1;
    row += 1;
    column = 0;
    cells = [];
  }
  // A last line that ends in a delimiter.
  if (column > 0) add(row, cells);
};
