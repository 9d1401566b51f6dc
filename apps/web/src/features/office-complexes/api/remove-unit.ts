import { officeComplexesCalls } from '@vve/contract/calls/office-complexes';
import { apiCall } from '../../../lib/api-client';
import { useComplexChange } from './use-complex-change';

export const removeUnit = (id: number): Promise<{ id: number }> =>
  apiCall(officeComplexesCalls.removeUnit, { params: { id } });

/** Removes a unit that nobody owns or rents. */
export const useRemoveUnit = () => useComplexChange(removeUnit);
