import {
  officeComplexesCalls,
  type ComplexPayload,
  type OfficeComplex,
} from '@vve/contract/calls/office-complexes';
import { apiCall } from '../../../lib/api-client';
import { useComplexChange } from './use-complex-change';

export const updateComplex = (id: number, body: ComplexPayload): Promise<OfficeComplex> =>
  apiCall(officeComplexesCalls.updateComplex, { params: { id }, body });

/** Changes a complex's name, address, place, description and financial management. */
export const useUpdateComplex = (id: number) =>
  useComplexChange((body: ComplexPayload) => updateComplex(id, body));
