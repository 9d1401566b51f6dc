import { officePeopleCalls } from '@vve/contract/calls/office-people';
import { apiCall } from '../../../lib/api-client';
import { usePeopleChange } from './use-people-change';

export const deactivatePerson = (id: number) =>
  apiCall(officePeopleCalls.deactivatePerson, { params: { id } });

/** Deactivates a person: their sessions end at once. */
export const useDeactivatePerson = (id: number) => usePeopleChange(() => deactivatePerson(id));
