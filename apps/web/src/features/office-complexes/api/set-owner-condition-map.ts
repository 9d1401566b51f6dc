import { officeComplexesCalls, type OwnerConditionMap } from '@vve/contract/calls/office-complexes';
import { apiCall } from '../../../lib/api-client';
import { useComplexChange } from './use-complex-change';

export const setOwnerConditionMap = (id: number, shown: boolean): Promise<OwnerConditionMap> =>
  apiCall(officeComplexesCalls.setOwnerConditionMap, { params: { id }, body: { shown } });

/** Shows the condition map of the complex's 3D projects to its owners (true), or stops showing it (false). */
export const useSetOwnerConditionMap = (id: number) =>
  useComplexChange((shown: boolean) => setOwnerConditionMap(id, shown));
