import { officeRelationsCalls, type RentalContractFields } from '@vve/contract/calls/office-relations';
import { apiCall } from '../../../lib/api-client';
import { usePeopleChange } from './use-people-change';

export const updateRentalContract = (id: number, body: RentalContractFields) =>
  apiCall(officeRelationsCalls.updateRentalContract, { params: { id }, body });

/** Changes a rental contract's terms and units. */
export const useUpdateRentalContract = (id: number) =>
  usePeopleChange((body: RentalContractFields) => updateRentalContract(id, body));
