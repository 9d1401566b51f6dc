import { HttpError, refusal } from '../http-error';
import { rowLimit, type SheetRow } from './sheet-rows';
import { rowCells, stringItemText, type WorkbookContext } from './xlsx-cells';
import { dateStylesOf } from './xlsx-dates';
import { WORKBOOK, WORKBOOK_RELATIONS, workbookParts } from './xlsx-workbook';
import { elementStream } from '../xml/xml-elements';
import { attributeOf } from '../xml/xml-text';
import { entryText, entryTextPieces, ZipRefusal, zipEntries } from '../zip/zip-entries';

/** What a workbook may unpack to: far more than 20,000 rows need, far less than would strain the server. */
export const MAX_UNPACKED_XLSX_BYTES = 100 * 1024 * 1024;

/** Reads the workbook's parts, then its first sheet as it unpacks, row by row. */
const readWorkbook = async (zip: Buffer, onRow: (row: SheetRow) => void): Promise<void> => {
  const entries = zipEntries(zip);
  const budget = { left: MAX_UNPACKED_XLSX_BYTES };
  const entry = (path: string | undefined) => (path === undefined ? undefined : entries.get(path));
  const partEntry = (path: string) => {
    const found = entries.get(path);
    if (!found) throw new Error(`The workbook has no ${path}`);
    return found;
  };
  const parts = workbookParts(
    await entryText(partEntry(WORKBOOK), budget),
    await entryText(partEntry(WORKBOOK_RELATIONS), budget),
  );
  if (!parts) throw new Error('The workbook has no sheet');
  const sheet = partEntry(parts.sheet);
  const styles = entry(parts.styles);
  const workbook: WorkbookContext = {
    strings: [],
    dateStyles: styles ? dateStylesOf(await entryText(styles, budget)) : [],
    from1904: parts.from1904,
  };
  const sharedStrings = entry(parts.sharedStrings);
  if (sharedStrings) {
    const scan = elementStream('si', ({ inner }) => workbook.strings.push(stringItemText(inner)));
    for await (const piece of entryTextPieces(sharedStrings, budget)) scan(piece);
  }
  const add = rowLimit(onRow);
  let last = 0;
  const scan = elementStream('row', ({ tag, inner }) => {
    const row = Number(attributeOf(tag, 'r') ?? last + 1);
    // Rows come in order, each once.
    if (!Number.isInteger(row) || row <= last) throw new Error(`Row ${row} follows row ${last}`);
    last = row;
    add(row, rowCells(inner, workbook));
  });
  // A row past the import's limit throws out of this loop, which stops the unpacking.
  for await (const piece of entryTextPieces(sheet, budget)) scan(piece);
};

/**
 * The first sheet of an XLSX workbook: its rows with text, as the spreadsheet numbers them, to `onRow`. It is read
 * as it unpacks, within MAX_UNPACKED_XLSX_BYTES for all the parts read (a zip bomb stops there), and reading
 * stops at the first row past the import's limit (sheet-rows.ts): memory stays within what the limits allow.
 */
export const readXlsx = async (zip: Buffer, onRow: (row: SheetRow) => void): Promise<void> => {
  try {
    await readWorkbook(zip, onRow);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof ZipRefusal && error.reason === 'too-large') {
      throw refusal('workbookTooLarge');
    }
    // Whatever else the reader trips over is in the file: a zip that is no workbook, broken XML, no sheet.
    throw refusal('workbookUnreadable');
  }
};
