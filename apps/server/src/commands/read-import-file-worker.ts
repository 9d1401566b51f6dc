/** The worker thread of read-import-file.ts: reads an import's file, from its bytes to its checked rows. */
import { packInChunks } from '../lib/packed-chunks';
import { readSpreadsheet } from '../lib/spreadsheet/read-spreadsheet';
import { serveTask } from '../lib/worker-task';
import { importRowReader } from './read-import-rows';

serveTask(async (bytes) => {
  if (!(bytes instanceof Uint8Array)) throw new Error('read-import-file sends the bytes of a file');
  const reader = importRowReader();
  await readSpreadsheet(bytes, reader.add);
  const read = reader.result();
  return 'summary' in read ? read : { ...read, rows: packInChunks(read.rows) };
});
