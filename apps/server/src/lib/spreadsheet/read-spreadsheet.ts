import { refusal } from '../http-error';
import { readCsv } from './read-csv';
import { readXlsx } from './read-xlsx';
import type { SheetRow } from './sheet-rows';

const startsWith = (bytes: Buffer, magic: number[]) => magic.every((byte, at) => bytes[at] === byte);
/** A zip archive, as an XLSX workbook is. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** An OLE compound file, as an old Excel workbook (.xls) is. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0];

/**
 * Reads a spreadsheet's rows with text to `onRow` (an XLSX workbook's first sheet, or a CSV file, told apart by
 * their bytes, not their names), no further than the first row past the import's limit.
 */
export const readSpreadsheet = async (file: Uint8Array, onRow: (row: SheetRow) => void): Promise<void> => {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  if (bytes.length === 0) throw refusal('fileEmpty');
  if (startsWith(bytes, ZIP)) return readXlsx(bytes, onRow);
  if (startsWith(bytes, OLE)) {
    throw refusal('oldExcel');
  }
  if (bytes.includes(0)) throw refusal('notASpreadsheet');
  readCsv(bytes, onRow);
};
