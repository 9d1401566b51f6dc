import { zipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { HttpError } from '../http-error';
import { unpackZip } from './zip-entries';

/** What a workbook may unpack to: far more than 20,000 rows need, far less than would strain the server. */
export const MAX_UNPACKED_XLSX_BYTES = 100 * 1024 * 1024;

const UNREADABLE =
  'The Excel workbook cannot be read: save it again in your spreadsheet program as an Excel workbook (.xlsx) or as "CSV UTF-8".';

type Cell = string | number | boolean | Date | null | undefined;

/** A cell as the text it shows: a date as YYYY-MM-DD, a number without binary noise (0.1 + 0.2 is 0.3). */
const cellText = (cell: Cell): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  if (typeof cell === 'number') return String(Number(cell.toPrecision(15)));
  return String(cell);
};

/**
 * The first sheet of an XLSX workbook, row by row, as text. The archive is unpacked here first, within
 * MAX_UNPACKED_XLSX_BYTES (the reader itself would unpack a zip bomb to its end), and the reader gets what
 * was unpacked.
 */
export const readXlsx = async (bytes: Buffer): Promise<string[][]> => {
  const entries = unpackZip(bytes, MAX_UNPACKED_XLSX_BYTES);
  if (entries === 'too-large') {
    throw new HttpError(413, 'The Excel workbook unpacks to more than 100 MB: split it into smaller files.');
  }
  if (entries === 'unreadable') throw new HttpError(400, UNREADABLE);
  const checked = Buffer.from(zipSync(Object.fromEntries(entries), { level: 0 }));
  let rows: Cell[][];
  try {
    // The reader's types say `typeof Date` where it answers Date objects.
    rows = (await readSheet(checked)) as unknown as Cell[][];
  } catch {
    // Whatever the reader trips over is in the file: a zip that is no workbook, broken XML, no sheet.
    throw new HttpError(400, UNREADABLE);
  }
  return rows.map((row) => row.map(cellText));
};
