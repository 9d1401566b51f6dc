import { officePeopleCalls } from '@vve/contract/calls/office-people';
import { apiCall } from '../../../lib/api-client';
import { usePeopleChange } from './use-people-change';

export const reactivatePerson = (id: number) =>
  apiCall(officePeopleCalls.reactivatePerson, { params: { id } });

/** Lets a deactivated person in again. */
export const useReactivatePerson = (id: number) => usePeopleChange(() => reactivatePerson(id));
