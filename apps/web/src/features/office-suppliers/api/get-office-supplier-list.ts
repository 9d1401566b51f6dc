import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { officeSuppliersCalls, type OfficeSupplierRow } from '@vve/contract/calls/office-suppliers';
import { apiCall } from '../../../lib/api-client';
import { supplierKeys, type SupplierListQuery } from './supplier-keys';

export const getOfficeSupplierList = (query: SupplierListQuery): Promise<OfficeSupplierRow[]> =>
  apiCall(officeSuppliersCalls.officeSupplierList, { query });

export const officeSupplierListQueryOptions = (query: SupplierListQuery) =>
  queryOptions({ queryKey: supplierKeys.list(query), queryFn: () => getOfficeSupplierList(query) });

/** One page of the organisations in use, or of the archived ones, found by name (the previous page stays meanwhile). */
export const useOfficeSupplierList = (query: SupplierListQuery) =>
  useQuery({ ...officeSupplierListQueryOptions(query), placeholderData: keepPreviousData });
