import { officeComplexesCalls } from '@vve/contract/calls/office-complexes';
import { apiCall } from '../../../lib/api-client';
import { useComplexChange } from './use-complex-change';

export const removeBimProject = (id: number): Promise<{ id: number }> =>
  apiCall(officeComplexesCalls.removeBimProject, { params: { id } });

/** Removes a 3D project without a model (one added by mistake). */
export const useRemoveBimProject = () => useComplexChange(removeBimProject);
