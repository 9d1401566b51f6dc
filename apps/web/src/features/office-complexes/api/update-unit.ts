import {
  officeComplexesCalls,
  type OfficeUnit,
  type UnitPayload,
} from '@vve/contract/calls/office-complexes';
import { apiCall } from '../../../lib/api-client';
import { useComplexChange } from './use-complex-change';

export const updateUnit = (id: number, body: UnitPayload): Promise<OfficeUnit> =>
  apiCall(officeComplexesCalls.updateUnit, { params: { id }, body });

/** Changes a unit's address and index number. */
export const useUpdateUnit = (id: number) => useComplexChange((body: UnitPayload) => updateUnit(id, body));
