import { sql } from 'drizzle-orm';
import { hashPassword } from '../../apps/server/src/lib/passwords';
import type { DatabaseHandle } from '../../apps/server/src/db/database';
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
 * Fills a freshly migrated, empty database with a generated portfolio of `size`, then sets the id
 * sequences past the loaded ids, numbers each complex's next request, and gathers the planner's
 * statistics (and vacuums, so that index-only scans need not visit the rows).
 */
export const loadDataset = async (
  handle: DatabaseHandle,
  size: DatasetSize,
  onTable?: (name: string, rows: number, ms: number) => void,
): Promise<LoadReport> => {
  const started = performance.now();
  const world = portfolio(size);
  const tables: LoadReport['tables'] = [];
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
  await handle.db.execute(sql.raw('VACUUM ANALYZE'));
  return { world, tables, ms: performance.now() - started };
};
