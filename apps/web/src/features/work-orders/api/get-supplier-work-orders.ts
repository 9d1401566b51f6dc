import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { workAssignmentsCalls, type WorkAssignment } from '@vve/contract/calls/work-assignments';
import { apiCall } from '../../../lib/api-client';
import { supplierWorkOrderKeys } from './supplier-work-order-keys';

export const getSupplierWorkOrders = (page: number): Promise<WorkAssignment[]> =>
  apiCall(workAssignmentsCalls.workAssignmentsPage, { params: { n: page } });

export const supplierWorkOrdersQueryOptions = (page: number) =>
  queryOptions({ queryKey: supplierWorkOrderKeys.page(page), queryFn: () => getSupplierWorkOrders(page) });

/** One page of work orders (administrators: every organisation's). */
export const useSupplierWorkOrders = (page: number) =>
  useQuery({ ...supplierWorkOrdersQueryOptions(page), placeholderData: keepPreviousData });
