import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/database';

/** A fresh, migrated database of the kind, dropped (server) or closed (embedded) afterwards. */
export const freshDatabase = async (
  kind: 'embedded' | 'server',
  /** Names its directory or database: `vve_bench_<label>_…`. */
  label: string,
): Promise<DatabaseHandle> => {
  if (kind === 'embedded') {
    // On disk, as `npm start` keeps it (in memory it would be faster than what a user gets).
    const dataDir = mkdtempSync(path.join(tmpdir(), `vve-bench-${label}-`));
    const handle = await openDatabase({ dataDir });
    await handle.migrate();
    return {
      ...handle,
      close: async () => {
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const name = `vve_bench_${label}_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin(`DROP DATABASE ${name} WITH (FORCE)`);
    },
  };
};
