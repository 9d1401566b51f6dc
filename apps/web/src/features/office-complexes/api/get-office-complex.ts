import { queryOptions, useQuery } from '@tanstack/react-query';
import { officeComplexesCalls, type OfficeComplexDetails } from '@vve/contract/calls/office-complexes';
import { apiCall } from '../../../lib/api-client';
import { complexKeys } from './complex-keys';

export const getOfficeComplex = (id: number): Promise<OfficeComplexDetails> =>
  apiCall(officeComplexesCalls.officeComplex, { params: { id } });

export const officeComplexQueryOptions = (id: number) =>
  queryOptions({ queryKey: complexKeys.detail(id), queryFn: () => getOfficeComplex(id) });

/** One complex with its units, meetings, 3D projects and audit trail. */
export const useOfficeComplex = (id: number, enabled = true) =>
  useQuery({ ...officeComplexQueryOptions(id), enabled });
