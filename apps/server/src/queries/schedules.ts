import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { onPage } from '../db/paging';
import { complexes } from '../db/schema/complexes';
import { aspectTypes, aspects, inspections, schedules } from '../db/schema/inspections';
import { aspectColumns, aspectComplexJoin, aspectTypeJoin } from './aspects';
import { draftOfTask } from './inspections';

/**
 * The open tasks matching `where` (a policy's filter), soonest first, on page `page` (50 a page), each
 * with its aspect and the draft inspection of it that `inspectorId` has started, if any.
 */
export const findOpenSchedules = (
  db: Database,
  where: SQL | undefined,
  inspectorId: number,
  page: number,
) => {
  const open = and(isNull(schedules.performedAt), where);
  const soonestFirst = [asc(schedules.scheduledDate), asc(schedules.id)];
  return (
    db
      .select({
        id: schedules.id,
        scheduledDate: schedules.scheduledDate,
        aspect: aspectColumns,
        draftInspectionId: inspections.id,
      })
      .from(schedules)
      .innerJoin(aspects, eq(aspects.id, schedules.aspectId))
      // The inspector's draft of the task: at most one (inspections_one_draft_per_schedule).
      .leftJoin(inspections, draftOfTask(schedules.id, inspectorId))
      .innerJoin(aspectTypes, aspectTypeJoin)
      .innerJoin(complexes, aspectComplexJoin)
      .where(onPage(db, schedules.id, open, soonestFirst, page))
      .orderBy(...soonestFirst)
  );
};
