import {
  officeComplexesCalls,
  type OfficeUnit,
  type UnitPayload,
} from '@vve/contract/calls/office-complexes';
import { apiCall } from '../../../lib/api-client';
import { useComplexChange } from './use-complex-change';

export const addUnit = (complexId: number, body: UnitPayload): Promise<OfficeUnit> =>
  apiCall(officeComplexesCalls.addUnit, { params: { id: complexId }, body });

/** Adds a unit to a complex. */
export const useAddUnit = (complexId: number) =>
  useComplexChange((body: UnitPayload) => addUnit(complexId, body));
