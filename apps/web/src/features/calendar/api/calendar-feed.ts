import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarCalls, type CalendarFeed } from '@vve/contract/calls/calendar';
import { apiCall } from '../../../lib/api-client';
import { calendarKeys } from './calendar-keys';

export const getCalendarFeed = (): Promise<CalendarFeed> => apiCall(calendarCalls.calendarFeed);

/** The address of the caller's own calendar feed. */
export const useCalendarFeed = () =>
  useQuery(queryOptions({ queryKey: calendarKeys.feed(), queryFn: getCalendarFeed }));

/** Makes a new address of the caller's feed; the old one stops working. */
export const useRenewCalendarFeed = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<CalendarFeed> => apiCall(calendarCalls.renewCalendarFeed),
    onSuccess: (feed) => {
      queryClient.setQueryData(calendarKeys.feed(), feed);
    },
  });
};
