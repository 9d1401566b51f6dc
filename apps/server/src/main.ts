import { buildApp } from './app';
import { loadConfig } from './config';
import { loggerOptions } from './logging';
import { openDatabase } from './db/database';
import { dataDirStorage } from './lib/file-storage';
import { isDatabaseEmpty, seedDemoData } from './seed/seed-demo-data';

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  onIdleError: (error) => {
    app.log.warn({ err: error }, 'the database ended a connection');
  },
});
await database.migrate();
if (database.kind === 'embedded' && config.seedDemoData && (await isDatabaseEmpty(database.db))) {
  await seedDemoData(database.db, dataDirStorage(config.dataDir));
}

const app = await buildApp({ config, db: database.db, logger: loggerOptions(config.logLevel) });

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Serving http://localhost:${config.port}/app/`);
