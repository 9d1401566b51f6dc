import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Report } from '@vve/contract/calls/reports';
import type { Database } from '../db/database';
import { sqlList } from '../db/json-rows';
import { queryJsonList, queryJsonOne } from '../db/json-answer';
import { orNotFound } from '../lib/http-error';
import { amongFirstRows } from '../db/paging';
import { users } from '../db/schema/accounts';
import { complexes } from '../db/schema/complexes';
import { reports } from '../db/schema/reports';
import { reportJson } from '../presenters/report';

/** The lists show the newest requests; older ones stay reachable from their complex's records. */
export const REPORT_LIST_LIMIT = 200;

/** The newest `limit` requests matching `where`, newest first, each with its answer (presenters/report). */
const reportAnswers = (db: Database, where: SQL | undefined, limit: number) => {
  const newestFirst = [desc(reports.createdAt), desc(reports.id)];
  return sql`select ${reportJson} as answer from ${reports}
    join ${users} on ${eq(users.id, reports.createdBy)}
    left join ${complexes} on ${eq(complexes.id, reports.complexId)}
    where ${amongFirstRows(db, reports.id, where, newestFirst, { limit })}
    order by ${sqlList(newestFirst)}`;
};

/** Requests matching `where` (a policy's filter), newest first, with their complex, creator and photos, as JSON. */
export const findReports = (db: Database, where: SQL | undefined) =>
  queryJsonList<Report>(db, reportAnswers(db, where, REPORT_LIST_LIMIT));

/** One request by its id, as JSON (the caller has checked that the user may see it); else 404. */
export const findReport = async (db: Database, id: number) =>
  orNotFound(await queryJsonOne<Report>(db, reportAnswers(db, eq(reports.id, id), 1)), 'Request');

/**
 * One request by its id with what the back office's page of it needs besides: its row, its complex's name and
 * its creator's name, and the request as the answer's JSON (`presented`); undefined when there is none.
 */
export const findRequestWithAnswer = async (db: Database, id: number) => {
  const [row] = await db
    .select({
      report: reports,
      complexName: complexes.naam,
      creatorName: users.name,
      presented: sql<Report>`${reportJson}`,
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.createdBy))
    .leftJoin(complexes, eq(complexes.id, reports.complexId))
    .where(eq(reports.id, id));
  return row;
};
