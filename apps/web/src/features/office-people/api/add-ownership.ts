import { officeRelationsCalls } from '@vve/contract/calls/office-relations';
import { apiCall } from '../../../lib/api-client';
import { usePeopleChange } from './use-people-change';

export const addOwnership = (id: number, unitId: number) =>
  apiCall(officeRelationsCalls.addOwnership, { params: { id, unitId } });

/** Makes the person an owner of a unit. */
export const useAddOwnership = (id: number) => usePeopleChange((unitId: number) => addOwnership(id, unitId));
