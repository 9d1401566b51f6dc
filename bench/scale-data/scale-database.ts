import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows, type DatabaseHandle } from '../../apps/server/src/db/database';
import { loadDataset } from './load-dataset';
import { scaledDataset } from './scale';

/** The PostgreSQL server the benchmarks use, and the database on it that holds the generated portfolio. */
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE_NAME = 'vve_scale';

const databaseUrl = () => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${DATABASE_NAME}`;
  return url.toString();
};

const onServer = async (statement: string) => {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/** The factor of the portfolio the scale database holds, or undefined when it holds none (or is missing). */
const loadedFactor = async (): Promise<number | undefined> => {
  const handle = await openDatabase({ url: databaseUrl() }).catch(() => undefined);
  if (!handle) return undefined;
  try {
    const rows = await queryRows<{ factor: number }>(handle.db, sql`SELECT factor FROM scale_dataset`).catch(
      () => [],
    );
    return rows[0]?.factor;
  } finally {
    await handle.close();
  }
};

/**
 * The scale database with a portfolio of `factor` times the full scale: kept when it holds that already,
 * else (or when `fresh`) made anew (dropped, migrated, loaded with COPY). Answers its URL.
 */
export const scaleDatabase = async (
  factor: number,
  log: (line: string) => void = console.log,
  fresh = false,
): Promise<string> => {
  if (!fresh && (await loadedFactor()) === factor) {
    log(`${DATABASE_NAME} holds the portfolio at scale ${factor} already.`);
    return databaseUrl();
  }
  await onServer(`DROP DATABASE IF EXISTS ${DATABASE_NAME} WITH (FORCE)`);
  await onServer(`CREATE DATABASE ${DATABASE_NAME}`);
  const handle: DatabaseHandle = await openDatabase({ url: databaseUrl() });
  try {
    await handle.migrate();
    log(`Loading the portfolio at scale ${factor} into ${DATABASE_NAME} with COPY:`);
    const report = await loadDataset(handle, scaledDataset(factor), (name, rows, ms) => {
      log(`  ${name.padEnd(28)} ${String(rows).padStart(9)} rows  ${(ms / 1000).toFixed(1).padStart(6)} s`);
    });
    const rows = report.tables.reduce((sum, table) => sum + table.rows, 0);
    log(`  ${rows} rows in ${(report.ms / 1000).toFixed(1)} s (with indexes and statistics).`);
    await handle.db.execute(sql`CREATE TABLE scale_dataset (factor double precision NOT NULL)`);
    await handle.db.execute(sql`INSERT INTO scale_dataset VALUES (${factor})`);
  } finally {
    await handle.close();
  }
  return databaseUrl();
};
