import { officePeopleCalls, type PersonFields } from '@vve/contract/calls/office-people';
import { apiCall } from '../../../lib/api-client';
import { usePeopleChange } from './use-people-change';

export const updatePerson = (id: number, body: PersonFields) =>
  apiCall(officePeopleCalls.updatePerson, { params: { id }, body });

/** Changes a person's name, email, language and administrator role. */
export const useUpdatePerson = (id: number) =>
  usePeopleChange((body: PersonFields) => updatePerson(id, body));
