import { z } from 'zod';
import { defineCall } from '../define-call';
import { Id, IdParam, IsoDate, IsoDateTime } from '../primitives';

/** The most days one calendar call covers: a month's grid of six weeks, or a quarter's list. */
export const MAX_CALENDAR_DAYS = 92;

/** The most entries one calendar call answers (soonest first); the rest wait for a narrower choice. */
export const MAX_CALENDAR_ENTRIES = 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The days a calendar shows, `from` up to and including `to`, and optionally one complex only. */
export const CalendarQuery = z
  .object({ from: IsoDate, to: IsoDate, complex: IdParam.optional() })
  .refine(({ from, to }) => from <= to, { message: 'The calendar ends before it starts.', path: ['to'] })
  .refine(({ from, to }) => Date.parse(to) - Date.parse(from) < MAX_CALENDAR_DAYS * DAY_MS, {
    message: `A calendar shows at most ${String(MAX_CALENDAR_DAYS)} days.`,
    path: ['to'],
  });
export type CalendarQuery = z.input<typeof CalendarQuery>;

/** What a calendar holds: members' meetings, open inspection tasks, and open work orders by their planning date. */
export const CalendarEntryKind = z.enum(['meeting', 'inspection', 'workOrder']);
export type CalendarEntryKind = z.infer<typeof CalendarEntryKind>;

/** One entry of a calendar, which links to its record (a meeting, a complex's planning, a work order). */
export const CalendarEntry = z.object({
  kind: CalendarEntryKind,
  /** The meeting's, the inspection task's or the work order's id. */
  id: Id,
  complexId: Id,
  complexName: z.string(),
  /** The day it falls on. */
  day: IsoDate,
  /** A meeting's moment; the others take the whole day. */
  startsAt: IsoDateTime.nullable(),
  /** The meeting's place (empty when none), the task's aspect, or the work order's description. */
  title: z.string(),
  /** The supplier of a task or a work order. */
  supplierName: z.string().nullable(),
  /** Whether a meeting's owners were convened (false while it is prepared); true for the others. */
  confirmed: z.boolean(),
});
export type CalendarEntry = z.infer<typeof CalendarEntry>;

export const Calendar = z.object({
  entries: z.array(CalendarEntry),
  /** Whether there were more than MAX_CALENDAR_ENTRIES; the calendar then shows the soonest. */
  truncated: z.boolean(),
});
export type Calendar = z.infer<typeof Calendar>;

/** The address of a person's own calendar feed, which calendar apps subscribe to. */
export const CalendarFeed = z.object({ url: z.url() });
export type CalendarFeed = z.infer<typeof CalendarFeed>;

/** A feed's token: what the address carries instead of a session. */
export const FeedToken = z
  .string()
  .regex(/^[\w-]+\.[\w-]+$/, 'Not a calendar address.')
  .max(300);

export const calendarCalls = {
  /** The back office's calendar of every complex or of one, for administrators. */
  officeCalendar: defineCall({
    method: 'GET',
    path: '/api/app/office/calendar',
    query: CalendarQuery,
    access: { only: 'administrator', record: 'Complex' },
    response: Calendar,
  }),
  /** The address of the caller's calendar feed: what they may read (their meetings, tasks and work orders). */
  calendarFeed: defineCall({
    method: 'GET',
    path: '/api/app/calendar-feed',
    response: CalendarFeed,
  }),
  /** A new address of the caller's calendar feed; the old one stops working (as after sharing it by mistake). */
  renewCalendarFeed: defineCall({
    method: 'POST',
    path: '/api/app/calendar-feed',
    response: CalendarFeed,
  }),
  /**
   * A person's calendar feed (iCalendar): from 30 days ago to a year ahead. Public: the token in the address is the
   * capability, as calendar apps send no session; 404 for a token the server did not sign or that was renewed.
   */
  calendarFeedFile: defineCall({
    method: 'GET',
    path: '/api/calendar-feeds/:token/calendar.ics',
    params: z.object({ token: FeedToken }),
    responseType: 'binary',
    auth: 'public',
    response: z.string(),
  }),
};
