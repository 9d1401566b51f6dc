import { officePeopleCalls, type PersonFields } from '@vve/contract/calls/office-people';
import { apiCall } from '../../../lib/api-client';
import { usePeopleChange } from './use-people-change';

export const createPerson = (body: PersonFields): Promise<{ id: number }> =>
  apiCall(officePeopleCalls.createPerson, { body });

/** Adds a person (who is invited afterwards). */
export const useCreatePerson = () => usePeopleChange(createPerson);
