import { unpackInTurns } from '../lib/packed-chunks';
import { workerTask } from '../lib/worker-task';
import type { ImportSheetName, SheetRowOf } from './import-sheets';
import type { ImportFile, ImportOutcome } from './read-import-rows';

/**
 * The largest heap the reading of a file within the import's limits takes is far below this (README,
 * Security): the bound is there for what nobody foresaw, and ends the worker, not the server.
 */
const HEAP_MB = 512;
/** The worker stays for the next file (its start takes about a second) this long, then gives back its memory. */
const IDLE_MS = 5 * 60 * 1000;

/** What the worker answers: the file's rows packed in chunks (packed-chunks.ts), or the refusal of its header. */
type PackedImportFile = Omit<ImportFile<unknown>, 'rows'> & { rows: Uint8Array[] };

const readInWorker = workerTask<PackedImportFile | ImportOutcome>(
  new URL('./read-import-file-worker.ts', import.meta.url),
  { heapMb: HEAP_MB, idleMs: IDLE_MS },
);

/**
 * Reads an import's file (CSV or XLSX) and checks its rows by the named sheet's rules in a worker thread, one
 * file at a time, so that the server's event loop stays free for everyone else while it does (issue 29):
 * answers the rows and their errors, or the refusal of its header, and throws an HttpError for a file that
 * cannot be read or is too large.
 */
export const readImportFile = async <Name extends ImportSheetName>(
  sheet: Name,
  bytes: Uint8Array,
): Promise<ImportFile<SheetRowOf<Name>> | ImportOutcome> => {
  const read = await readInWorker({ sheet, bytes });
  return 'summary' in read ? read : { ...read, rows: await unpackInTurns<SheetRowOf<Name>>(read.rows) };
};
