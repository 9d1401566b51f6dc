import { sql } from 'drizzle-orm';
import { hashPassword } from '../../apps/server/src/lib/passwords';
import { queryRows, type Database, type DatabaseHandle } from '../../apps/server/src/db/database';
import { copyTable } from './copy-rows';
import { portfolio, type Portfolio } from './portfolio';
import type { DatasetSize } from './scale';
import { portfolioTables } from './tables';

/** Every generated user has this password. */
export const DATASET_PASSWORD = 'scale-dataset';

export interface LoadReport {
  world: Portfolio;
  tables: { name: string; rows: number; ms: number }[];
  ms: number;
}

/**
 * Drops the GIN indexes (the inbox's trigram index on the requests' search text) and answers the statements
 * that make them again: built once over the loaded rows they take seconds, kept up to date row by row
 * while COPY loads they take many times longer.
 */
const dropGinIndexes = async (db: Database): Promise<string[]> => {
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`SELECT indexname AS name, indexdef AS definition FROM pg_indexes
         WHERE schemaname = 'public' AND indexdef LIKE '% USING gin %'`,
  );
  for (const index of indexes) await db.execute(sql.raw(`DROP INDEX "${index.name}"`));
  return indexes.map((index) => index.definition);
};

/** The number of rows a statement touched. */
const touched = async (db: Database, statement: string): Promise<number> => {
  const result: unknown = await db.execute(sql.raw(statement));
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
};

/**
 * What the application keeps beside the loaded rows (COPY runs no triggers), made from them in SQL: when a
 * supplier last reported on, or the resident last wrote on, a request in handling (a move of its status clears
 * it), the requests' handlers having opened two in three of those since, and the counters per status.
 */
const derivedTables: { name: string; fill: (db: Database) => Promise<number> }[] = [
  {
    name: 'reports.answered_at',
    fill: (db) =>
      touched(
        db,
        `UPDATE reports SET answered_at = latest.at
           FROM (SELECT request_id, max(at) AS at FROM (
                   SELECT w.request_id, u.created_at AS at
                     FROM work_assignments w JOIN supplier_updates u ON u.work_assignment_id = w.id
                    WHERE w.request_id IS NOT NULL
                   UNION ALL
                   SELECT m.report_id, m.created_at FROM report_messages m JOIN reports r ON r.id = m.report_id
                    WHERE m.author_id = r.created_by AND m.visibility = 'RESIDENT') answers
                  GROUP BY request_id) latest
          WHERE reports.id = latest.request_id AND reports.status = 'IN_BEHANDELING'`,
      ),
  },
  {
    name: 'report_views',
    fill: (db) =>
      touched(
        db,
        `INSERT INTO report_views (user_id, report_id, seen_at)
         SELECT handled_by, id, answered_at + interval '1 hour' FROM reports
          WHERE answered_at IS NOT NULL AND handled_by IS NOT NULL AND id % 3 <> 0`,
      ),
  },
  {
    name: 'report_status_totals',
    fill: async (db) => {
      await db.execute(sql.raw('DELETE FROM report_status_totals'));
      return touched(
        db,
        'INSERT INTO report_status_totals (status, total) SELECT status, count(*) FROM reports GROUP BY status',
      );
    },
  },
];

/**
 * Fills a freshly migrated, empty database with a generated portfolio of `size`, then sets the id
 * sequences past the loaded ids, numbers each complex's next request, derives what the triggers and
 * commands keep beside the rows, builds the GIN indexes, and gathers the planner's statistics (and
 * vacuums, so that index-only scans need not visit the rows).
 */
export const loadDataset = async (
  handle: DatabaseHandle,
  size: DatasetSize,
  onTable?: (name: string, rows: number, ms: number) => void,
): Promise<LoadReport> => {
  const started = performance.now();
  const world = portfolio(size);
  const tables: LoadReport['tables'] = [];
  const deferred = await dropGinIndexes(handle.db);
  for (const table of portfolioTables(world, await hashPassword(DATASET_PASSWORD))) {
    const tableStarted = performance.now();
    const rows = await copyTable(handle, table);
    const ms = performance.now() - tableStarted;
    tables.push({ name: table.name, rows, ms });
    onTable?.(table.name, rows, ms);
    if (table.columns.includes('id')) {
      await handle.db.execute(
        sql.raw(
          `SELECT setval(pg_get_serial_sequence('${table.name}', 'id'), GREATEST(1, (SELECT max(id) FROM ${table.name})))`,
        ),
      );
    }
  }
  await handle.db.execute(
    sql.raw(
      `UPDATE complexes SET last_report_nr = numbers.nr
       FROM (SELECT complex_id, max(nr) AS nr FROM reports GROUP BY complex_id) numbers
      WHERE numbers.complex_id = complexes.id`,
    ),
  );
  for (const derived of derivedTables) {
    const tableStarted = performance.now();
    const rows = await derived.fill(handle.db);
    const ms = performance.now() - tableStarted;
    tables.push({ name: derived.name, rows, ms });
    onTable?.(derived.name, rows, ms);
  }
  await handle.db.execute(sql.raw(`SET maintenance_work_mem = '256MB'`));
  for (const index of deferred) await handle.db.execute(sql.raw(index));
  await handle.db.execute(sql.raw('RESET maintenance_work_mem'));
  await handle.db.execute(sql.raw('VACUUM ANALYZE'));
  return { world, tables, ms: performance.now() - started };
};
