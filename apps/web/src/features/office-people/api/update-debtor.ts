import { officeRelationsCalls, type DebtorFields } from '@vve/contract/calls/office-relations';
import { apiCall } from '../../../lib/api-client';
import { usePeopleChange } from './use-people-change';

export const updateDebtor = (id: number, body: DebtorFields) =>
  apiCall(officeRelationsCalls.updateDebtor, { params: { id }, body });

/** Changes a debtor's balance and direct debit. */
export const useUpdateDebtor = (id: number) =>
  usePeopleChange((body: DebtorFields) => updateDebtor(id, body));
