import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Schedule } from '@vve/contract/calls/schedules';
import type { Database } from '../db/database';
import { sqlList } from '../db/json-rows';
import { queryJsonList } from '../db/json-answer';
import { onPage } from '../db/paging';
import { complexes } from '../db/schema/complexes';
import { aspectTypes, aspects, inspections, schedules } from '../db/schema/inspections';
import { scheduleJson } from '../presenters/schedule';
import { aspectComplexJoin, aspectTypeJoin } from '../queries/aspects';
import { draftOfTask } from '../queries/inspections';

/**
 * The open tasks matching `where` (a policy's filter), soonest first, on page `page` (50 a page), each
 * with its aspect and the draft inspection of it that `inspectorId` has started, if any, as JSON.
 */
export const findOpenSchedules = (
  db: Database,
  where: SQL | undefined,
  inspectorId: number,
  page: number,
) => {
  const open = and(isNull(schedules.performedAt), where);
  const soonestFirst = [asc(schedules.scheduledDate), asc(schedules.id)];
  return queryJsonList<Schedule>(
    db,
    sql`select ${scheduleJson} as answer from ${schedules}
      join ${aspects} on ${eq(aspects.id, schedules.aspectId)}
      left join ${inspections} on ${draftOfTask(schedules.id, inspectorId)}
      join ${aspectTypes} on ${aspectTypeJoin}
      join ${complexes} on ${aspectComplexJoin}
      where ${onPage(db, schedules.id, open, soonestFirst, page)}
      order by ${sqlList(soonestFirst)}`,
  );
};
