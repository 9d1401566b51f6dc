import { queryOptions, useQuery } from '@tanstack/react-query';
import { officeCalls, type WorkOrderChoices } from '@vve/contract/calls/office';
import { apiCall } from '../../../lib/api-client';
import { workOrderKeys } from './office-work-order-keys';

export const getWorkOrderChoices = (): Promise<WorkOrderChoices> => apiCall(officeCalls.workOrderChoices);

export const workOrderChoicesQueryOptions = () =>
  queryOptions({ queryKey: workOrderKeys.choices(), queryFn: getWorkOrderChoices });

/** The suppliers (those with an active contract first), priorities and repair types of a new work order. */
export const useWorkOrderChoices = () => useQuery(workOrderChoicesQueryOptions());
