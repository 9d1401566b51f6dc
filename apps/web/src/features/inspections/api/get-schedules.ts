import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { schedulesCalls, type Schedule } from '@vve/contract/calls/schedules';
import { apiCall } from '../../../lib/api-client';
import { inspectionKeys } from './inspection-keys';

export const getSchedules = (page: number): Promise<Schedule[]> =>
  apiCall(schedulesCalls.aspectSchedulesPage, { params: { n: page } });

/** One page of open tasks (aspect schedules), soonest first. */
export const useSchedules = (page: number) =>
  useQuery({
    ...queryOptions({ queryKey: inspectionKeys.schedulePage(page), queryFn: () => getSchedules(page) }),
    placeholderData: keepPreviousData,
  });
