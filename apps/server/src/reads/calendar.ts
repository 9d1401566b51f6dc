import { MAX_CALENDAR_ENTRIES, type Calendar, type CalendarEntry } from '@vve/contract/calls/calendar';
import type { Database } from '../db/database';
import type { CalendarScope } from '../lib/calendar/calendar-scope';
import { findCalendarMeetings, findCalendarTasks, findCalendarWorkOrders } from '../queries/calendar';

/** Soonest first: by day, a meeting by its moment before the whole day's entries, then by kind and id. */
const byMoment = (a: CalendarEntry, b: CalendarEntry) =>
  a.day.localeCompare(b.day) ||
  (a.startsAt ?? '~').localeCompare(b.startsAt ?? '~') ||
  a.kind.localeCompare(b.kind) ||
  a.id - b.id;

/**
 * The calendar of the scope over the days `from` up to and including `to`: its meetings, open inspection tasks and
 * open work orders by their planning date, soonest first, at most MAX_CALENDAR_ENTRIES of them.
 */
export const readCalendar = async (
  db: Database,
  scope: CalendarScope,
  days: { from: string; to: string },
): Promise<Calendar> => {
  const range = { ...days, limit: MAX_CALENDAR_ENTRIES + 1 };
  const [meetings, tasks, workOrders] = await Promise.all([
    findCalendarMeetings(db, scope, range),
    findCalendarTasks(db, scope, range),
    findCalendarWorkOrders(db, scope, range),
  ]);
  const entries: CalendarEntry[] = [
    ...meetings.map(({ startsAt, ...meeting }) => ({
      ...meeting,
      kind: 'meeting' as const,
      startsAt: startsAt.toISOString(),
      supplierName: null,
    })),
    ...tasks.map((task) => ({ ...task, kind: 'inspection' as const, startsAt: null, confirmed: true })),
    ...workOrders.map((order) => ({ ...order, kind: 'workOrder' as const, startsAt: null, confirmed: true })),
  ].sort(byMoment);
  return {
    entries: entries.slice(0, MAX_CALENDAR_ENTRIES),
    truncated: entries.length > MAX_CALENDAR_ENTRIES,
  };
};
