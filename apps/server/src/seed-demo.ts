import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { openFileStorage } from './plugins/file-storage';
import { isDatabaseEmpty, seedDemoData } from './seed/seed-demo-data';

/** `npm run db:seed`: migrates the configured database and loads the demo dataset if it is empty. */
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const files = openFileStorage(config);
try {
  await files.check();
  await database.migrate();
  if (await isDatabaseEmpty(database.db)) {
    await seedDemoData(database.db, files.storage);
    console.info('Demo data loaded.');
  } else {
    console.info('The database already holds data; nothing was loaded.');
  }
} finally {
  files.close();
  await database.close();
}
