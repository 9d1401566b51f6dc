import { officePeopleCalls } from '@vve/contract/calls/office-people';
import { apiCall } from '../../../lib/api-client';
import { usePeopleChange } from './use-people-change';

export const invitePerson = (id: number) => apiCall(officePeopleCalls.invitePerson, { params: { id } });

/** Emails a person a link (valid 7 days) to choose a password. */
export const useInvitePerson = (id: number) => usePeopleChange(() => invitePerson(id));
