import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../src/db/database';

/**
 * Tables left out: the session store, which records each session's last use on every request, and what the
 * notifications worker derives in the background from changes stored earlier (a change's event row comes only
 * with its audit event, which is compared).
 */
const LEFT_OUT = new Set([
  'sessions',
  'remember_tokens',
  'notification_events',
  'notifications',
  'email_digests',
  'outbox_emails',
]);

/**
 * A digest of every stored record outside the tables left out, table by table: two equal
 * snapshots mean that nothing was stored, changed or removed in between.
 */
export const storedState = async (db: Database): Promise<Record<string, string>> => {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const state: Record<string, string> = {};
  for (const { name } of tables) {
    if (LEFT_OUT.has(name)) continue;
    const [row] = await queryRows<{ n: number; digest: string | null }>(
      db,
      sql`select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as digest
          from ${sql.identifier(name)} t`,
    );
    state[name] = `${row?.n ?? 0} ${row?.digest ?? ''}`;
  }
  return state;
};
