import type { CalendarQuery } from '@vve/contract/calls/calendar';
import { OFFICE_KEY } from '../../../lib/office-key';

/** The query keys of calendars: the back office's per range and complex, and the caller's feed address. */
export const calendarKeys = {
  office: (query: CalendarQuery) => [...OFFICE_KEY, 'calendar', query] as const,
  feed: () => ['calendar-feed'] as const,
};
