import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './database';

/** Runs SQL text with `$1`-style parameters, as libraries that bring their own SQL (the job queue) expect. */
export interface SqlExecutor {
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
}

/** Statements without parameters may be several in one text; PGlite runs those with `exec`. */
interface ScriptRunner {
  exec: (text: string) => Promise<{ rows: unknown[] }[]>;
}

const hasExec = (client: unknown): client is ScriptRunner =>
  typeof (client as Partial<ScriptRunner> | undefined)?.exec === 'function';

/** The text with its `$n` placeholders bound to the values, as Drizzle SQL. */
const bound = (text: string, values: readonly unknown[]): SQL => {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1]))),
  );
};

/**
 * The database, or a transaction of it, as a SQL executor: what the job queue writes through a transaction's
 * executor is stored with the transaction's other changes, or not at all.
 */
export const sqlExecutor = (db: Database): SqlExecutor => ({
  executeSql: async (text, values = []) => {
    const client: unknown = (db as { $client?: unknown }).$client;
    if (values.length === 0 && hasExec(client)) {
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    }
    const result: unknown = await db.execute(values.length === 0 ? sql.raw(text) : bound(text, values));
    return result as { rows: unknown[] };
  },
});
