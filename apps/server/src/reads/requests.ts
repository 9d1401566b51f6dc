import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Report } from '@vve/contract/calls/requests';
import type { Database } from '../db/database';
import { sqlList } from '../db/json-rows';
import { queryJsonList, queryJsonOne } from '../db/json-answer';
import { orNotFound } from '../lib/http-error';
import { amongFirstRows } from '../db/paging';
import { users } from '../db/schema/accounts';
import { complexes } from '../db/schema/complexes';
import { requests } from '../db/schema/requests';
import { requestJson } from '../presenters/request';

/** The lists show the newest requests; older ones stay reachable from their complex's records. */
export const REPORT_LIST_LIMIT = 200;

/** The newest `limit` requests matching `where`, newest first, each with its answer (presenters/request). */
const requestAnswers = (db: Database, where: SQL | undefined, limit: number) => {
  const newestFirst = [desc(requests.createdAt), desc(requests.id)];
  return sql`select ${requestJson} as answer from ${requests}
    join ${users} on ${eq(users.id, requests.createdBy)}
    left join ${complexes} on ${eq(complexes.id, requests.complexId)}
    where ${amongFirstRows(db, requests.id, where, newestFirst, { limit })}
    order by ${sqlList(newestFirst)}`;
};

/** Requests matching `where` (a policy's filter), newest first, with their complex, creator and photos, as JSON. */
export const findRequests = (db: Database, where: SQL | undefined) =>
  queryJsonList<Report>(db, requestAnswers(db, where, REPORT_LIST_LIMIT));

/** One request by its id, as JSON (the caller has checked that the user may see it); else 404. */
export const findRequest = async (db: Database, id: number) =>
  orNotFound(await queryJsonOne<Report>(db, requestAnswers(db, eq(requests.id, id), 1)), 'Request');

/**
 * One request by its id with what the back office's page of it needs besides: its row, its complex's name and
 * its creator's name, and the request as the answer's JSON (`presented`); undefined when there is none.
 */
export const findRequestWithAnswer = async (db: Database, id: number) => {
  const [row] = await db
    .select({
      report: requests,
      complexName: complexes.naam,
      creatorName: users.name,
      presented: sql<Report>`${requestJson}`,
    })
    .from(requests)
    .innerJoin(users, eq(users.id, requests.createdBy))
    .leftJoin(complexes, eq(complexes.id, requests.complexId))
    .where(eq(requests.id, id));
  return row;
};
