import { getTableColumns, getTableName, sql, type SQLChunk } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Database } from './database';

/**
 * Many rows as one parameter, for set-wise reads and writes (an import's thousands of rows) that would
 * otherwise take a parameter per value, of which PostgreSQL allows 65,535: `json_to_recordset($1::json) as
 * alias(column type, …)`. The alias is code, never input.
 */
export const jsonRecords = (rows: readonly object[], alias: string) =>
  sql`json_to_recordset(${JSON.stringify(rows)}::json) as ${sql.raw(alias)}`;

/** Many values as one parameter: a subquery of them, as `int` or `text`. */
export const jsonValues = (values: readonly (string | number)[], type: 'int' | 'text') =>
  sql`(select value::${sql.raw(type)} from json_array_elements_text(${JSON.stringify(values)}::json))`;

type Returned<R extends Record<string, PgColumn>> = {
  [K in keyof R]: R[K]['_']['notNull'] extends true ? R[K]['_']['data'] : R[K]['_']['data'] | null;
};

/** Parts of a statement separated by commas: columns, or the terms of an `order by`. */
export const sqlList = (parts: SQLChunk[]) => sql.join(parts, sql`, `);

/** The table's columns of a row's fields, and their types as a record set declares them. */
const recordColumns = (table: PgTable, row: object) => {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const fields = Object.keys(row).map((field) => {
    const column = columns[field];
    if (!column) throw new Error(`${getTableName(table)}: ${field} is no column`);
    return { field: sql.identifier(field), column };
  });
  const types = sqlList(fields.map(({ field, column }) => sql`${field} ${sql.raw(column.getSQLType())}`));
  return { fields, types };
};

/**
 * Inserts rows in the shape Drizzle's insert takes, in one statement with one parameter however many they
 * are (the database reads them from JSON: Drizzle's own multi-row INSERT, a parameter per value, builds and
 * sends several times slower at thousands of rows). Every row has the first row's fields. `withIds`: the rows
 * carry ids of an identity column (from nextIds). Answers the `returning` columns of the rows.
 */
export const insertRows = async <T extends PgTable, R extends Record<string, PgColumn>>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
  returning: R,
  options: { withIds?: true } = {},
): Promise<Returned<R>[]> => {
  const [first] = rows;
  if (!first) return [];
  const { fields, types } = recordColumns(table, first);
  const names = sqlList(fields.map(({ column }) => sql.identifier(column.name)));
  const answers = sqlList(
    Object.entries(returning).map(
      ([as, column]) => sql`${sql.identifier(column.name)} as ${sql.identifier(as)}`,
    ),
  );
  return queryRows<Returned<R>>(
    db,
    sql`insert into ${table} (${names}) ${options.withIds ? sql`overriding system value` : sql``}
        select ${sqlList(fields.map(({ field }) => field))}
        from json_to_recordset(${JSON.stringify(rows)}::json) as row(${types})
        returning ${answers}`,
  );
};

/**
 * Updates rows by their `id` in one statement with one parameter (see insertRows): every row has the first row's
 * fields, each set to the row's value.
 */
export const updateRows = async <T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly (Partial<T['$inferInsert']> & { id: number })[],
): Promise<void> => {
  const [first] = rows;
  if (!first) return;
  const { fields, types } = recordColumns(table, first);
  const changes = sqlList(
    fields
      .filter(({ column }) => column.name !== 'id')
      .map(({ field, column }) => sql`${sql.identifier(column.name)} = row.${field}`),
  );
  await db.execute(
    sql`update ${table} set ${changes}
        from json_to_recordset(${JSON.stringify(rows)}::json) as row(${types})
        where ${table}.id = row.id`,
  );
};

/** `count` new ids of a table's identity column `id`, taken from its sequence, to insert rows with. */
export const nextIds = async (db: Database, table: PgTable, count: number): Promise<number[]> => {
  if (count === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence(${getTableName(table)}, 'id'))::int as id
        from generate_series(1, ${count}::int)`,
  );
  return rows.map(({ id }) => id);
};
