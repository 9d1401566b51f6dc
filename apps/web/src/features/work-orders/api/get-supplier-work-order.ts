import { queryOptions, useQuery } from '@tanstack/react-query';
import { workAssignmentsCalls, type WorkAssignment } from '@vve/contract/calls/work-assignments';
import { apiCall } from '../../../lib/api-client';
import { supplierWorkOrderKeys } from './supplier-work-order-keys';

export const getSupplierWorkOrder = (id: number): Promise<WorkAssignment> =>
  apiCall(workAssignmentsCalls.workAssignment, { params: { id } });

export const supplierWorkOrderQueryOptions = (id: number) =>
  queryOptions({ queryKey: supplierWorkOrderKeys.detail(id), queryFn: () => getSupplierWorkOrder(id) });

/** One work order (spec §2 workAssignmentDetails). */
export const useSupplierWorkOrder = (id: number) => useQuery(supplierWorkOrderQueryOptions(id));
