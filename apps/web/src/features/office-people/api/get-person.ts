import { queryOptions, useQuery } from '@tanstack/react-query';
import { officePeopleCalls, type OfficePerson } from '@vve/contract/calls/office-people';
import { apiCall } from '../../../lib/api-client';
import { peopleKeys } from './people-keys';

export const getPerson = (id: number): Promise<OfficePerson> =>
  apiCall(officePeopleCalls.person, { params: { id } });

export const personQueryOptions = (id: number) =>
  queryOptions({ queryKey: peopleKeys.person(id), queryFn: () => getPerson(id) });

/** One person: name, email, language, roles and how they get in. */
export const usePerson = (id: number, enabled = true) => useQuery({ ...personQueryOptions(id), enabled });
