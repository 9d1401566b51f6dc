import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { listenOnServer, type Listen } from './notifications-listener';

/** The database as the application sees it: the same for the embedded one and a server. */
export type Database = PgDatabase<PgQueryResultHKT>;

interface DatabaseHandleBase {
  db: Database;
  /** Applies the committed SQL migrations that have not run yet. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
}

/** The handle keeps the driver's own client for what Drizzle does not do (bulk loads with COPY). */
export type DatabaseHandle =
  | (DatabaseHandleBase & {
      kind: 'server';
      client: pg.Pool;
      /** Hears what any connection, another node's too, NOTIFYs on a channel. */
      listen: Listen;
    })
  | (DatabaseHandleBase & { kind: 'embedded'; client: PGlite });

/** Told of every statement the application sends, with its parameters (query-plan tests record them). */
export type QueryListener = (query: string, params: unknown[]) => void;

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The advisory lock that migrations hold on a server: nodes starting at once migrate one after another. */
const MIGRATIONS_LOCK = 7_340_016_001;

/**
 * Migrates a server database on one connection that holds the migrations' advisory lock for the while: a node that
 * comes second waits, then finds every migration applied. The lock goes with the connection if the node dies.
 */
const migrateUnderLock = async (pool: pg.Pool): Promise<void> => {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATIONS_LOCK]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATIONS_LOCK]);
    }
  } finally {
    client.release();
  }
};

/** Opens PostgreSQL: the server at `url` when given, else the embedded PGlite in `dataDir` (or in memory). */
export const openDatabase = async (options: {
  url?: string;
  dataDir?: string;
  /** The most connections a server's pool opens (DATABASE_POOL_SIZE); 10 unless told. */
  poolSize?: number;
  /** Told when the server ends an idle connection (it restarted or went away). */
  onIdleError?: (error: Error) => void;
  onQuery?: QueryListener;
}): Promise<DatabaseHandle> => {
  const { onIdleError, onQuery } = options;
  const logger = onQuery && { logQuery: onQuery };
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // While the server is away, calls fail fast (and answer 503) instead of hanging.
      connectionTimeoutMillis: 2000,
    });
    // A connection the server ends while idle emits 'error' on the pool; the pool drops it and
    // opens a new one when needed. Unhandled, the event would end the process.
    pool.on('error', (error) => {
      onIdleError?.(error);
    });
    // A connection checked out for a transaction has no pool listener: when the server ends it,
    // its client emits 'error', which unhandled would end the process (bench/fault found this).
    // The transaction's own query fails all the same (503), and the pool drops the client on release.
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    const db = drizzlePg(pool, { logger });
    return {
      db,
      kind: 'server',
      client: pool,
      migrate: () => migrateUnderLock(pool),
      listen: listenOnServer(options.url),
      close: () => pool.end(),
    };
  }
  const dir = options.dataDir && path.join(options.dataDir, 'pglite');
  if (dir) mkdirSync(dir, { recursive: true });
  // pg_trgm serves the inbox's text filter (a server has it in its contrib package).
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { logger });
  return {
    db,
    kind: 'embedded',
    client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
};

/** The rows of a raw query; both drivers answer `{ rows }`, which the shared type does not say. */
export const queryRows = async <Row>(db: Database, query: SQL): Promise<Row[]> => {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
};
