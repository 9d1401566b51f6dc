import { officeRelationsCalls, type NewDebtorFields } from '@vve/contract/calls/office-relations';
import { apiCall } from '../../../lib/api-client';
import { usePeopleChange } from './use-people-change';

export const createDebtor = (personId: number, body: NewDebtorFields) =>
  apiCall(officeRelationsCalls.createDebtor, { params: { id: personId }, body });

/** Makes the person a debtor of a complex with financial management. */
export const useCreateDebtor = (personId: number) =>
  usePeopleChange((body: NewDebtorFields) => createDebtor(personId, body));
