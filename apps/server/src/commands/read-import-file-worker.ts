/** The worker thread of read-import-file.ts: reads an import's file, from its bytes to its checked rows. */
import type { ImportSheet } from '@vve/contract/rules/import-sheet';
import { packInChunks } from '../lib/packed-chunks';
import { readSpreadsheet } from '../lib/spreadsheet/read-spreadsheet';
import { serveTask } from '../lib/worker-task';
import { IMPORT_SHEETS, type ImportSheetName } from './import-sheets';
import { importRowReader } from './read-import-rows';

const readSheet = async <Column extends string, Row>(sheet: ImportSheet<Column, Row>, bytes: Uint8Array) => {
  const reader = importRowReader(sheet);
  await readSpreadsheet(bytes, reader.add);
  const read = reader.result();
  return 'summary' in read ? read : { ...read, rows: packInChunks(read.rows) };
};

/** Each sheet's reading, by the name the server sends (a sheet's functions cannot cross threads). */
const READERS: Record<ImportSheetName, (bytes: Uint8Array) => ReturnType<typeof readSheet>> = {
  residents: (bytes) => readSheet(IMPORT_SHEETS.residents, bytes),
  register: (bytes) => readSheet(IMPORT_SHEETS.register, bytes),
  plan: (bytes) => readSheet(IMPORT_SHEETS.plan, bytes),
};

const isSheetName = (name: unknown): name is ImportSheetName =>
  typeof name === 'string' && Object.hasOwn(READERS, name);

serveTask(async (input) => {
  const { sheet, bytes } = (input ?? {}) as { sheet?: unknown; bytes?: unknown };
  if (!isSheetName(sheet) || !(bytes instanceof Uint8Array)) {
    throw new Error('read-import-file sends the name of a sheet and the bytes of a file');
  }
  return READERS[sheet](bytes);
});
