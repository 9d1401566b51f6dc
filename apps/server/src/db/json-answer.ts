import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { JsonText } from '../lib/json-text';
import { queryRows, type Database } from './database';

const dialect = new PgDialect();

/** A `$n` placeholder of rendered SQL text: the pieces of text between them, and their numbers. */
const PLACEHOLDER = /\$(\d+)/;

/**
 * A fragment (a presenter's JSON of an answer) as its SQL text, rendered once: the same for every call, and walking
 * its tree of columns at every call cost more than the rest of the call's building. Its parameters, if any, stay
 * parameters: each `$n` of the text is bound again wherever the fragment goes, numbered as its query numbers them.
 */
export const renderedOnce = (fragment: SQL): SQL => {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  if (params.length === 0) return sql.raw(text);
  const pieces = text.split(PLACEHOLDER);
  return sql.join(
    pieces.map((piece, index) => (index % 2 === 0 ? sql.raw(piece) : sql`${params[Number(piece) - 1]}`)),
  );
};

/** A moment as the contract has it (`Date.prototype.toISOString`): `2026-11-20T09:30:00.000Z`. */
export const isoMoment = (moment: SQLWrapper): SQL =>
  sql`to_char(${moment} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** An amount stored in cents, in euros as a JSON number (`12.5`, `12`), as `euros` in lib/money answers it. */
export const eurosOf = (cents: SQLWrapper): SQL => sql`trim_scale(${cents}::numeric / 100)`;

/** The answers of `listed` rows as one JSON array, in their order (`[]` when none). */
const answersArray = sql`coalesce(json_agg(listed.answer), '[]')`;

/**
 * The one way to write a hot list: `rows` selects one `answer` (a `json_build_object`) per row, in the list's
 * order, and the database aggregates them into the JSON array of the answer (`[]` when none). Ordered rows in a
 * subquery keep their order in `json_agg` when, as here, the outer query only aggregates.
 */
export const queryJsonList = async <Item>(db: Database, rows: SQL): Promise<JsonText<Item[]>> => {
  const [row] = await queryRows<{ json: string }>(
    db,
    sql`select ${answersArray}::text as json from (${rows}) listed`,
  );
  return new JsonText(row?.json ?? '[]');
};

/**
 * The JSON array of `rows`' answers, as `queryJsonList`, when the record they belong to may be seen (`owner`, a
 * condition such as `exists (…)`), else undefined: the check and the list in one statement.
 */
export const queryJsonListOf = async <Item>(
  db: Database,
  rows: SQL,
  owner: SQL,
): Promise<JsonText<Item[]> | undefined> => {
  const [row] = await queryRows<{ json: string | null }>(
    db,
    sql`select (case when ${owner} then ${answersArray} end)::text as json
      from (${rows}) listed`,
  );
  return row?.json ? new JsonText(row.json) : undefined;
};

/** The answer of the one row of `rows` (the one record a call is about), or undefined when there is none. */
export const queryJsonOne = async <Item>(db: Database, rows: SQL): Promise<JsonText<Item> | undefined> => {
  const [row] = await queryRows<{ json: string }>(
    db,
    sql`select answer::text as json from (${rows}) listed limit 1`,
  );
  return row ? new JsonText(row.json) : undefined;
};
