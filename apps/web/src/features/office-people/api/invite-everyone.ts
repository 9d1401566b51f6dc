import { officePeopleCalls, type Invitations } from '@vve/contract/calls/office-people';
import { apiCall } from '../../../lib/api-client';
import { usePeopleChange } from './use-people-change';

export const inviteEveryone = (): Promise<Invitations> => apiCall(officePeopleCalls.inviteEveryone);

/** Emails a link to choose a password to everyone not yet invited (at most 1,000 a time). */
export const useInviteEveryone = () => usePeopleChange(inviteEveryone);
