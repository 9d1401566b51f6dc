import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { officePeopleCalls, type OfficePersonRow } from '@vve/contract/calls/office-people';
import { apiCall } from '../../../lib/api-client';
import { peopleKeys, type PeopleQuery } from './people-keys';

export const getPeople = (query: PeopleQuery): Promise<OfficePersonRow[]> =>
  apiCall(officePeopleCalls.people, { query });

export const peopleQueryOptions = (query: PeopleQuery) =>
  queryOptions({ queryKey: peopleKeys.list(query), queryFn: () => getPeople(query) });

/** One page of people by name, found by text or role (the previous page stays while the next loads). */
export const usePeople = (query: PeopleQuery) =>
  useQuery({ ...peopleQueryOptions(query), placeholderData: keepPreviousData });
