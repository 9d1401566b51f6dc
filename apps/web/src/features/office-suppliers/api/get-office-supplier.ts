import { queryOptions, useQuery } from '@tanstack/react-query';
import { officeSuppliersCalls, type OfficeSupplierDetails } from '@vve/contract/calls/office-suppliers';
import { apiCall } from '../../../lib/api-client';
import { supplierKeys } from './supplier-keys';

export const getOfficeSupplier = (id: number): Promise<OfficeSupplierDetails> =>
  apiCall(officeSuppliersCalls.officeSupplier, { params: { id } });

export const officeSupplierQueryOptions = (id: number) =>
  queryOptions({ queryKey: supplierKeys.detail(id), queryFn: () => getOfficeSupplier(id) });

/** One organisation with its members, contracts and audit trail. */
export const useOfficeSupplier = (id: number, enabled = true) =>
  useQuery({ ...officeSupplierQueryOptions(id), enabled });
