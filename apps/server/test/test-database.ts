import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type QueryListener } from '../src/db/database';

export type DatabaseKind = DatabaseHandle['kind'];

/** The embedded database always; the PostgreSQL server too when DATABASE_URL names one. */
export const testDatabaseKinds = (): DatabaseKind[] =>
  process.env.DATABASE_URL ? ['embedded', 'server'] : ['embedded'];

const withAdminClient = async (run: (client: pg.Client) => Promise<void>) => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
};

/**
 * A new database on the server (DATABASE_URL), with its URL and a way to drop it again: empty, or a copy of the
 * database at `copyOf` (a URL this made), which nobody may be connected to meanwhile.
 */
export const createServerDatabase = async (
  options: { copyOf?: string } = {},
): Promise<{ url: string; drop: () => Promise<void> }> => {
  const name = `vve_test_${randomBytes(6).toString('hex')}`;
  const template = options.copyOf ? ` TEMPLATE ${new URL(options.copyOf).pathname.slice(1)}` : '';
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}${template}`).then(() => undefined));
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdminClient((client) => client.query(`DROP DATABASE ${name} WITH (FORCE)`).then(() => undefined)),
  };
};

/**
 * A fresh, migrated database of its own for one test file: an in-memory PGlite, or a new
 * database on the server that is dropped again at close.
 */
export const openTestDatabase = async (
  kind: DatabaseKind,
  options: { onQuery?: QueryListener } = {},
): Promise<DatabaseHandle> => {
  if (kind === 'embedded') {
    const handle = await openDatabase(options);
    await handle.migrate();
    return handle;
  }
  const { url, drop } = await createServerDatabase();
  const handle = await openDatabase({ ...options, url });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
};
