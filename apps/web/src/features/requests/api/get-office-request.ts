import { queryOptions, useQuery } from '@tanstack/react-query';
import { officeCalls, type OfficeRequest } from '@vve/contract/calls/office';
import { apiCall } from '../../../lib/api-client';
import { officeRequestKeys } from './office-request-keys';

export const getOfficeRequest = (id: number): Promise<OfficeRequest> =>
  apiCall(officeCalls.officeRequest, { params: { id } });

export const officeRequestQueryOptions = (id: number) =>
  queryOptions({ queryKey: officeRequestKeys.request(id), queryFn: () => getOfficeRequest(id) });

/** One request as the back office handles it: its timeline, work orders and audit trail. */
export const useOfficeRequest = (id: number, enabled = true) =>
  useQuery({ ...officeRequestQueryOptions(id), enabled });
