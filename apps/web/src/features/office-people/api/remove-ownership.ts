import { officeRelationsCalls } from '@vve/contract/calls/office-relations';
import { apiCall } from '../../../lib/api-client';
import { usePeopleChange } from './use-people-change';

export const removeOwnership = (id: number, unitId: number) =>
  apiCall(officeRelationsCalls.removeOwnership, { params: { id, unitId } });

/** Ends the person's ownership of a unit. */
export const useRemoveOwnership = (id: number) =>
  usePeopleChange((unitId: number) => removeOwnership(id, unitId));
