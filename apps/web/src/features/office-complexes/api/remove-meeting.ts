import { officeComplexesCalls } from '@vve/contract/calls/office-complexes';
import { apiCall } from '../../../lib/api-client';
import { useComplexChange } from './use-complex-change';

export const removeMeeting = (id: number): Promise<{ id: number }> =>
  apiCall(officeComplexesCalls.removeMeeting, { params: { id } });

/** Removes a members' meeting. */
export const useRemoveMeeting = () => useComplexChange(removeMeeting);
