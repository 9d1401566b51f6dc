import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { calendarCalls, type Calendar, type CalendarQuery } from '@vve/contract/calls/calendar';
import { apiCall } from '../../../lib/api-client';
import { calendarKeys } from './calendar-keys';

export const getOfficeCalendar = (query: CalendarQuery): Promise<Calendar> =>
  apiCall(calendarCalls.officeCalendar, { query });

/** The back office's calendar of the days shown, of every complex or one; the last month stays while the next loads. */
export const useOfficeCalendar = (query: CalendarQuery | null) =>
  useQuery(
    queryOptions({
      queryKey: calendarKeys.office(query ?? { from: '', to: '' }),
      queryFn: () => getOfficeCalendar(query ?? { from: '', to: '' }),
      enabled: query !== null,
      placeholderData: keepPreviousData,
    }),
  );
