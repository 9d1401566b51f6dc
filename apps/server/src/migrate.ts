import { loadConfig } from './config';
import { openDatabase } from './db/database';

/**
 * `npm run db:migrate`: applies the migrations that have not run to the configured database, under the
 * migrations' advisory lock (a node starting meanwhile waits for it), for deployments that migrate before they
 * start new nodes.
 */
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  console.info('The database is up to date.');
} finally {
  await database.close();
}
