import {
  and,
  asc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  not,
  sql,
  type Column,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema/accounts';
import { complexes } from '../db/schema/complexes';
import { aspects, aspectTypes, schedules } from '../db/schema/inspections';
import { meetings } from '../db/schema/meetings';
import { supplierOrganisations } from '../db/schema/suppliers';
import { workOrders } from '../db/schema/work-orders';
import { MEETING_TIME_ZONE } from '../lib/mail/convocation-email';
import type { CalendarScope } from '../lib/calendar/calendar-scope';
import { aspectComplexJoin, aspectName, aspectTypeJoin } from './aspects';

/** The days, `from` up to and including `to`, and how many entries of each kind to find at most (soonest first). */
export interface CalendarRange {
  from: string;
  to: string;
  limit: number;
}

/** The complex's condition of an office calendar of one complex. */
const ofComplex = (scope: CalendarScope): SQL | undefined =>
  scope.kind === 'office' && scope.complexId !== undefined ? eq(complexes.id, scope.complexId) : undefined;

/** The day a meeting falls on where the association meets. */
const meetingDay = sql<string>`(${meetings.startsAt} at time zone ${MEETING_TIME_ZONE})::date::text`;

/** The members' meetings in the range: all of them for the back office, a person's convened ones. */
export const findCalendarMeetings = (db: Database, scope: CalendarScope, range: CalendarRange) =>
  db
    .select({
      id: meetings.id,
      complexId: complexes.id,
      complexName: complexes.naam,
      day: meetingDay,
      startsAt: meetings.startsAt,
      title: sql<string>`coalesce(${meetings.place}, '')`,
      confirmed: sql<boolean>`${meetings.convokedAt} is not null`,
    })
    .from(meetings)
    .innerJoin(complexes, eq(complexes.id, meetings.complexId))
    .where(
      and(
        isNull(complexes.archivedAt),
        sql`${meetingDay} between ${range.from} and ${range.to}`,
        ofComplex(scope),
        scope.kind === 'person'
          ? and(isNotNull(meetings.convokedAt), inArray(complexes.id, [...scope.ownedComplexIds]))
          : undefined,
      ),
    )
    .orderBy(asc(meetings.startsAt), asc(meetings.id))
    .limit(range.limit);

/** The supplier condition of a person's calendar: their organisation's records, or none. */
const ofSupplier = (scope: CalendarScope, column: Column): SQL | undefined => {
  if (scope.kind === 'office') return undefined;
  return scope.supplierId === null ? sql`false` : eq(column, scope.supplierId);
};

/**
 * The condition on a task or a work order in a calendar: still open, on a day of the range, of a complex in use,
 * and within the scope.
 */
const plannedWork = (
  scope: CalendarScope,
  range: CalendarRange,
  work: { open: SQL; day: Column; supplier: Column },
): SQL | undefined =>
  and(
    work.open,
    gte(work.day, range.from),
    lte(work.day, range.to),
    isNull(complexes.archivedAt),
    ofComplex(scope),
    ofSupplier(scope, work.supplier),
  );

/** The open inspection tasks planned in the range, with their aspect and supplier. */
export const findCalendarTasks = (db: Database, scope: CalendarScope, range: CalendarRange) =>
  db
    .select({
      id: schedules.id,
      complexId: complexes.id,
      complexName: complexes.naam,
      day: sql<string>`${schedules.scheduledDate}::text`,
      title: aspectName,
      supplierName: supplierOrganisations.naam,
    })
    .from(schedules)
    .innerJoin(aspects, eq(aspects.id, schedules.aspectId))
    .innerJoin(aspectTypes, aspectTypeJoin)
    .innerJoin(complexes, aspectComplexJoin)
    .innerJoin(supplierOrganisations, eq(supplierOrganisations.id, schedules.supplierId))
    .where(
      plannedWork(scope, range, {
        open: isNull(schedules.performedAt),
        day: schedules.scheduledDate,
        supplier: schedules.supplierId,
      }),
    )
    .orderBy(asc(schedules.scheduledDate), asc(schedules.id))
    .limit(range.limit);

/** The open work orders whose planning date is in the range, with their supplier. */
export const findCalendarWorkOrders = (db: Database, scope: CalendarScope, range: CalendarRange) =>
  db
    .select({
      id: workOrders.id,
      complexId: complexes.id,
      complexName: complexes.naam,
      day: sql<string>`${workOrders.planningDate}::text`,
      title: workOrders.omschrijving,
      supplierName: supplierOrganisations.naam,
    })
    .from(workOrders)
    .innerJoin(complexes, eq(complexes.id, workOrders.complexId))
    .innerJoin(supplierOrganisations, eq(supplierOrganisations.id, workOrders.supplierId))
    .where(
      plannedWork(scope, range, {
        open: not(workOrders.completed),
        day: workOrders.planningDate,
        supplier: workOrders.supplierId,
      }),
    )
    .orderBy(asc(workOrders.planningDate), asc(workOrders.id))
    .limit(range.limit);

/** The version of a person's current calendar feed address. */
export const findCalendarFeedVersion = async (db: Database, userId: number): Promise<number> => {
  const [row] = await db
    .select({ version: users.calendarFeedVersion })
    .from(users)
    .where(eq(users.id, userId));
  return row?.version ?? 0;
};
