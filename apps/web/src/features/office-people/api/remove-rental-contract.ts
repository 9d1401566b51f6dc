import { officeRelationsCalls } from '@vve/contract/calls/office-relations';
import { apiCall } from '../../../lib/api-client';
import { usePeopleChange } from './use-people-change';

export const removeRentalContract = (id: number) =>
  apiCall(officeRelationsCalls.removeRentalContract, { params: { id } });

/** Removes a rental contract made by mistake. */
export const useRemoveRentalContract = () => usePeopleChange(removeRentalContract);
