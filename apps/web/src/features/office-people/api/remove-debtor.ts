import { officeRelationsCalls } from '@vve/contract/calls/office-relations';
import { apiCall } from '../../../lib/api-client';
import { usePeopleChange } from './use-people-change';

export const removeDebtor = (id: number) => apiCall(officeRelationsCalls.removeDebtor, { params: { id } });

/** Removes a debtor's account. */
export const useRemoveDebtor = () => usePeopleChange(removeDebtor);
