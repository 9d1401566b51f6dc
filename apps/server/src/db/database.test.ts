import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerDatabase, openTestDatabase } from '../../test/test-database';
import { openDatabase, queryRows, type DatabaseHandle } from './database';
import { isDatabaseUnavailable } from './errors';

// The PostgreSQL server only: the embedded database has no connections to lose.
describe.skipIf(!process.env.DATABASE_URL)('a connection the server ends during a transaction', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase('server');
  });
  afterAll(async () => {
    await database.close();
  });

  it('fails the transaction as unavailable and does not end the process', async () => {
    const { db } = database;
    const outcome = db.transaction(async (tx) => {
      const [own] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
      // Another connection of the pool ends this one while no query of it runs: its client emits
      // 'error', which no pool listener hears while it is checked out.
      await db.execute(sql`select pg_terminate_backend(${own?.pid ?? 0})`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 1`);
    });
    const error: unknown = await outcome.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    // The pool dropped the dead client and serves with a new one.
    const [row] = await queryRows<{ one: number }>(db, sql`select 1 as one`);
    expect(row?.one).toBe(1);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('nodes that start at once on an empty database', () => {
  it('migrate one after another: every node comes up, each migration ran once', async () => {
    const { url, drop } = await createServerDatabase();
    const nodes = await Promise.all([1, 2, 3].map(() => openDatabase({ url })));
    try {
      await Promise.all(nodes.map((node) => node.migrate()));
      const db = nodes[0]?.db;
      if (!db) throw new Error('no node');
      const applied = await queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      const tables = await queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from pg_tables where schemaname = 'public'`,
      );
      expect(applied[0]?.count).toBeGreaterThan(10);
      expect(tables[0]?.count).toBeGreaterThan(20);
    } finally {
      await Promise.all(nodes.map((node) => node.close()));
      await drop();
    }
  });
});

/** The payloads heard on a channel, and a way to wait for one. */
const hearing = () => {
  const heard: string[] = [];
  const waiters: (() => void)[] = [];
  return {
    heard,
    onPayload: (payload: string) => {
      heard.push(payload);
      waiters.splice(0).forEach((wake) => {
        wake();
      });
    },
    next: (check: () => boolean) =>
      new Promise<void>((resolve) => {
        const look = () => {
          if (check()) resolve();
          else waiters.push(look);
        };
        look();
      }),
  };
};

describe.skipIf(!process.env.DATABASE_URL)('notifications on the server', () => {
  it('are heard by a listener, also after its connection was lost', async () => {
    const database = await openTestDatabase('server');
    if (database.kind !== 'server') throw new Error('a server database');
    const { heard, onPayload, next } = hearing();
    const connections = () => heard.filter((payload) => payload === '').length;
    const stop = database.listen('vve_test', onPayload);
    try {
      await next(() => connections() === 1);
      await database.db.execute(sql`select pg_notify('vve_test', 'models')`);
      await next(() => heard.includes('models'));
      // The server ends the listening connection: it connects again, and says so with an empty payload.
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN vve_test'`,
      );
      await next(() => connections() === 2);
      await database.db.execute(sql`select pg_notify('vve_test', 'again')`);
      await next(() => heard.includes('again'));
    } finally {
      await stop();
      await database.close();
    }
  });
});
