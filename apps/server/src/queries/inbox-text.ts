import { and, desc, gte, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { ReportStatus } from '@vve/contract/enums';
import type { Database } from '../db/database';
import type { RowWindow } from '../db/paging';
import { users } from '../db/schema/accounts';
import { complexes } from '../db/schema/complexes';
import { requests } from '../db/schema/requests';
import { containing, likeLiteral } from '../lib/like-pattern';
import { momentMatch } from '../lib/moment-text';

/**
 * Whether pg_trgm finds a trigram in a pattern with the text: it takes them from runs of letters and
 * digits, and a text without three in a row gives none, so that no trigram index narrows its search.
 */
const hasTrigram = (needle: string): boolean => /[\p{L}\p{N}]{3}/u.test(needle);

const requesterName = sql`(SELECT lower(${users.name}) FROM ${users} WHERE ${users.id} = ${requests.createdBy})`;

/**
 * The ways a request matches the text (lower-case, trimmed, not blank) by spec §5's rule, each served by
 * one index:
 * - `described`: the description or the number (the search text holds them a line apart, so a text without
 *   a line break is in it where it is in one of them; one with a line break can only be in the description);
 * - `own`: the status by name, the creation moment (see `momentMatch`);
 * - `complexNamed`: the complex's name, and the complex's name and the number together ('VvE Het Anker 1'):
 *   for a text with a space, the part before its last space ends the complex's name and the digits after it
 *   begin the number (a number has no space, so only the last one can be the space between them; a text
 *   within the name alone is a match of the complex's name), as the ids of the complexes so named;
 * - `requesterNamed`: the requester's name, as the ids of the users so named, or `requesterNamedHere`
 *   looked up for one request at a time.
 */
const textMatches = (db: Database, needle: string) => {
  const pattern = containing(needle);
  const statuses = ReportStatus.options.filter((status) => status.toLowerCase().includes(needle));
  const moment = momentMatch(needle);
  const lastSpace = needle.lastIndexOf(' ');
  const numberStart = needle.slice(lastSpace + 1);
  const complexesNamed = (namePattern: string) =>
    db
      .select({ id: complexes.id })
      .from(complexes)
      .where(like(sql`lower(${complexes.naam})`, namePattern));
  const own = [
    statuses.length === 0 ? undefined : inArray(requests.status, statuses),
    moment.kind === 'range'
      ? and(gte(requests.createdAt, moment.from), lt(requests.createdAt, moment.until))
      : moment.kind === 'text'
        ? like(sql`report_moment_text(${requests.createdAt})`, pattern)
        : undefined,
  ];
  const complexNamed = [
    inArray(requests.complexId, complexesNamed(pattern)),
    lastSpace > 0 && /^[0-9]+$/.test(numberStart)
      ? and(
          inArray(requests.complexId, complexesNamed(`%${likeLiteral(needle.slice(0, lastSpace))}`)),
          like(sql`${requests.nr}::text`, `${numberStart}%`),
        )
      : undefined,
  ];
  const present = (conditions: (SQL | undefined)[]) =>
    conditions.filter((condition): condition is SQL => condition !== undefined);
  return {
    described: needle.includes('\n')
      ? and(like(requests.searchText, pattern), like(sql`lower(${requests.omschrijving})`, pattern))
      : like(requests.searchText, pattern),
    own: present(own),
    complexNamed: present(complexNamed),
    requesterNamed: inArray(
      requests.createdBy,
      db
        .select({ id: users.id })
        .from(users)
        .where(like(sql`lower(${users.name})`, pattern)),
    ),
    requesterNamedHere: like(requesterName, pattern),
  };
};

/**
 * The text's match as one condition (any of its ways), for an order other than newest first: the requests are
 * read by that order's index and tested one by one, where `amongFirstTextMatches` reads each way's own index.
 */
export const textMatch = (db: Database, needle: string): SQL | undefined => {
  const matches = textMatches(db, needle);
  return or(matches.described, ...matches.own, ...matches.complexNamed, matches.requesterNamed);
};

const newestFirst = [desc(requests.createdAt), desc(requests.id)];

/** The ids and moments of the first `limit` requests, newest first, that match `where`. */
const newest = (db: Database, where: SQL | undefined, limit: number) =>
  db
    .select({ id: requests.id, createdAt: requests.createdAt })
    .from(requests)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit);

/** The ids and moments of a union (`found`), each once, newest first, from `offset` on. */
const firstOfUnion = (parts: SQL[], limit: number, offset: number, select = sql`id, created_at`) =>
  sql`SELECT ${select} FROM (${sql.join(parts, sql` UNION ALL `)}) AS found GROUP BY id, created_at
      ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`;

/**
 * How far the description's match walks the newest requests before the trigram index takes over: 10
 * requests per request to find (a text in one of ten fills page 20 there), 10,000 at least.
 */
const walkedFor = (limit: number) => Math.max(10_000, 10 * limit);
/** How many of the newest requests a short text looks up the requesters' names of, one by one, at most. */
const LOOKED_UP_AT_MOST = 1_500;

/**
 * The condition "among the rows of `rows` (a page, or an export's every row) of the requests matching `where`
 * and the text": the union of each way's first requests up to the window's end (each read by its index, in
 * order or sorted), each once, cut to the window; a request in the window is among the first of every way it
 * matches.
 *
 * The description's match reads the newest requests in order as far as `walkedFor` at most (a common text
 * fills the page there), or the trigram index's matches among them, whichever the planner deems cheaper;
 * when they do not fill the page, the trigram index's matches among the older ones, sorted (a text whose
 * requests are all old, like a number in descriptions numbered by time, would otherwise be walked to).
 *
 * A text without a trigram (one or two letters) is common as a rule, but the requesters whose names have
 * it cannot be looked up by an index: when the other ways' first requests fill the page's end within the
 * newest `LOOKED_UP_AT_MOST`, only the requesters of the requests at least as new as the last of them are
 * looked up (a text in no name would otherwise read every user's name); else every user's name is read.
 */
export const amongFirstTextMatches = (
  db: Database,
  needle: string,
  where: SQL | undefined,
  rows: RowWindow,
): SQL => {
  const { offset = 0 } = rows;
  const limit = offset + rows.limit;
  const matches = textMatches(db, needle);
  const matching = (condition: SQL | undefined) => sql`${newest(db, and(where, condition), limit)}`;
  const walkEnd = sql`(SELECT created_at FROM walk_end)`;
  const olderDescribed = and(where, matches.described, lt(requests.createdAt, walkEnd));
  const described = [
    sql`walk_end AS ${db
      .select({ createdAt: requests.createdAt })
      .from(requests)
      .where(where)
      .orderBy(...newestFirst)
      .offset(walkedFor(limit))
      .limit(1)}`,
    sql`described AS MATERIALIZED ${newest(
      db,
      and(where, matches.described, gte(requests.createdAt, sql`coalesce(${walkEnd}, '-infinity')`)),
      limit,
    )}`,
  ];
  const own = [
    sql`(SELECT id, created_at FROM described)`,
    // Gated outside the subquery, which it is not pushed into: unless needed, the subquery is not begun.
    sql`(SELECT id, created_at FROM (SELECT id, created_at FROM ${requests} WHERE ${olderDescribed} OFFSET 0) AS older
         WHERE (SELECT count(*) FROM described) < ${limit} ORDER BY created_at DESC, id DESC LIMIT ${limit})`,
    ...matches.own.map(matching),
  ];
  const complexNamed = matches.complexNamed.map(matching);
  if (hasTrigram(needle)) {
    const ids = firstOfUnion(
      [...own, ...complexNamed, matching(matches.requesterNamed)],
      rows.limit,
      offset,
      sql`id`,
    );
    return sql`${requests.id} IN (WITH ${sql.join(described, sql`, `)} ${ids})`;
  }
  const since = sql`(SELECT at FROM since)`;
  const near = sql`(SELECT near FROM since)`;
  const ids = firstOfUnion(
    [
      sql`(SELECT id, created_at FROM own)`,
      ...complexNamed,
      matching(and(near, gte(requests.createdAt, since), matches.requesterNamedHere)),
      matching(and(sql`NOT ${near}`, matches.requesterNamed)),
    ],
    rows.limit,
    offset,
    sql`id`,
  );
  const newerThanSince = db
    .select({ id: requests.id })
    .from(requests)
    .where(and(where, gte(requests.createdAt, sql`own_end.at`)))
    .limit(LOOKED_UP_AT_MOST + 1);
  return sql`${requests.id} IN (WITH ${sql.join(described, sql`, `)},
      own AS MATERIALIZED (${firstOfUnion(own, limit, 0)}),
      own_end AS (SELECT CASE WHEN count(*) = ${limit} THEN min(created_at) END AS at FROM own),
      since AS (SELECT at, at IS NOT NULL AND (SELECT count(*) FROM ${newerThanSince} AS newer) <= ${LOOKED_UP_AT_MOST} AS near
                  FROM own_end)
    ${ids})`;
};
