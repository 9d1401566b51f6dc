import { officeRelationsCalls, type RentalContractFields } from '@vve/contract/calls/office-relations';
import { apiCall } from '../../../lib/api-client';
import { usePeopleChange } from './use-people-change';

export const createRentalContract = (personId: number, body: RentalContractFields) =>
  apiCall(officeRelationsCalls.createRentalContract, { params: { id: personId }, body });

/** Gives the person a rental contract: they are a tenant from then on. */
export const useCreateRentalContract = (personId: number) =>
  usePeopleChange((body: RentalContractFields) => createRentalContract(personId, body));
