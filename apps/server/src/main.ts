import { buildApp } from './app';
import { loadConfig } from './config';
import { loggerOptions } from './logging';
import { openDatabase } from './db/database';
import { openFileStorage } from './plugins/file-storage';
import { saveResponseTargets } from './commands/save-response-targets';
import { isDatabaseEmpty, seedDemoData } from './seed/seed-demo-data';

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.databasePoolSize,
  onIdleError: (error) => {
    app.log.warn({ err: error }, 'the database ended a connection');
  },
});
await database.migrate();
await saveResponseTargets(database.db, config.responseTargetDays);
if (database.kind === 'embedded' && config.seedDemoData && (await isDatabaseEmpty(database.db))) {
  const files = openFileStorage(config);
  try {
    await files.check();
    await seedDemoData(database.db, files.storage);
  } finally {
    files.close();
  }
}

// Never migrated: a replica has the primary's schema from replication, and refuses writes.
const replicas = await Promise.all(
  config.databaseReplicaUrls.map((url) =>
    openDatabase({
      url,
      poolSize: config.databasePoolSize,
      onIdleError: (error) => {
        app.log.warn({ err: error }, 'a read replica ended a connection');
      },
    }),
  ),
);
const app = await buildApp({
  config,
  db: database.db,
  logger: loggerOptions(config.logLevel),
  role: config.role,
  ...(database.kind === 'server' ? { listen: database.listen } : {}),
  ...(replicas.length > 0
    ? {
        readReplicas: {
          replicas: replicas.map((replica) => replica.db),
          lagSeconds: config.databaseReplicaLagSeconds,
        },
      }
    : {}),
});

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  await Promise.all(replicas.map((replica) => replica.close()));
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  config.role === 'worker'
    ? `Working in the background; health on http://localhost:${config.port}/readyz`
    : `Serving http://localhost:${config.port}/app/`,
);
