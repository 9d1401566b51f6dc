import {
  officeComplexesCalls,
  type ComplexPayload,
  type OfficeComplex,
} from '@vve/contract/calls/office-complexes';
import { apiCall } from '../../../lib/api-client';
import { useComplexChange } from './use-complex-change';

export const createComplex = (body: ComplexPayload): Promise<OfficeComplex> =>
  apiCall(officeComplexesCalls.createComplex, { body });

/** Adds a complex to the portfolio. */
export const useCreateComplex = () => useComplexChange(createComplex);
