import { officeComplexesCalls, type OfficeComplex } from '@vve/contract/calls/office-complexes';
import { apiCall } from '../../../lib/api-client';
import { useComplexChange } from './use-complex-change';

export const archiveComplex = (id: number, archived: boolean): Promise<OfficeComplex> =>
  apiCall(officeComplexesCalls.archiveComplex, { params: { id }, body: { archived } });

/** Archives a complex (true) or takes it back into use (false). */
export const useArchiveComplex = (id: number) =>
  useComplexChange((archived: boolean) => archiveComplex(id, archived));
