import { sql, type Column, type InferSelectModel, type SQL, type Table } from 'drizzle-orm';
import type { z } from 'zod';
import { isoMoment, renderedOnce } from './json-answer';

type Row<T extends Table> = InferSelectModel<T>;
type Key<T extends Table> = keyof Row<T> & keyof T['_']['columns'] & string;

/** A timestamp column, answered as the contract's moment (`Date.prototype.toISOString`). */
interface Moment<K extends string> {
  moment: K;
}
/** A column that holds only the values of a contract schema (an enum), answered as that type. */
interface Parsed<K extends string, S extends z.ZodType> {
  parsed: K;
  schema: S;
}

/** A field of an answer: a column as it is (by its name in the table), a moment, or a parsed column. */
type Field<T extends Table> = Key<T> | Moment<Key<T>> | Parsed<Key<T>, z.ZodType>;
type Fields<T extends Table> = Record<string, Field<T>>;

type ColumnOf<F> = F extends Moment<infer K> ? K : F extends Parsed<infer K, z.ZodType> ? K : F & string;
type ValueOf<T extends Table, F> =
  F extends Moment<infer K extends Key<T>>
    ? null extends Row<T>[K]
      ? string | null
      : string
    : F extends Parsed<Key<T>, infer S>
      ? z.infer<S>
      : F extends Key<T>
        ? Row<T>[F]
        : never;

/** The row `present` reads: the table's columns that the answer names. */
export type RowOf<T extends Table, F extends Fields<T>> = Pick<Row<T>, ColumnOf<F[keyof F]>>;
/** The answer that a field map describes. */
export type AnswerOf<T extends Table, F extends Fields<T>> = { [N in keyof F]: ValueOf<T, F[N]> };

/** The field answers the timestamp column `key` as a moment (`2026-11-20T09:30:00.000Z`). */
export const moment = <K extends string>(key: K): Moment<K> => ({ moment: key });
/** The field answers the column `key` as `schema` reads it (an enum of the contract the column holds). */
export const parsed = <K extends string, S extends z.ZodType>(key: K, schema: S): Parsed<K, S> => ({
  parsed: key,
  schema,
});

/** A field's name as the SQL text's literal: a name of the contract, never input, checked to be a plain word. */
const fieldName = (name: string): string => {
  if (!/^\w+$/.test(name)) throw new Error(`'${name}' is no field name`);
  return name;
};

const columnOf = (field: Field<Table>): string =>
  typeof field === 'string' ? field : 'moment' in field ? field.moment : field.parsed;

/**
 * One description of an entity's answer (issue 31): which column, as what, each field of the contract's shape
 * comes from; and from it both forms of the answer: `json`, the `json_build_object` with which the database builds
 * it from a row of `table` (rendered once), and `present`, which builds it from a row read into TypeScript. A field
 * named here is the same in both forms, so that no test has to hold two descriptions alike.
 */
export const answerFields = <T extends Table, F extends Fields<T>>(table: T, fields: F) => {
  const columns = table as unknown as Record<string, Column>;
  const entries = Object.entries(fields);
  const jsonOf = (field: Field<Table>): SQL => {
    const column = columns[columnOf(field)];
    if (!column) throw new Error(`${columnOf(field)} is no column of the table`);
    return typeof field === 'object' && 'moment' in field ? isoMoment(column) : sql`${column}`;
  };
  const valueOf = (field: Field<Table>, row: Record<string, unknown>): unknown => {
    const value = row[columnOf(field)];
    if (typeof field === 'string') return value;
    if ('schema' in field) return field.schema.parse(value);
    return value instanceof Date ? value.toISOString() : value;
  };
  return {
    json: renderedOnce(
      sql`json_build_object(${sql.join(
        entries.map(([name, field]) => sql`${sql.raw(`'${fieldName(name)}'`)}, ${jsonOf(field)}`),
        sql`, `,
      )})`,
    ),
    present: (row: RowOf<T, F>): AnswerOf<T, F> =>
      Object.fromEntries(
        entries.map(([name, field]) => [name, valueOf(field, row as Record<string, unknown>)]),
      ) as AnswerOf<T, F>,
  };
};
