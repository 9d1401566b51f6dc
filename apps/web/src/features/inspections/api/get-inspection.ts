import { queryOptions, useQuery } from '@tanstack/react-query';
import { inspectionsCalls, type Inspection } from '@vve/contract/calls/inspections';
import { apiCall } from '../../../lib/api-client';
import { inspectionKeys } from './inspection-keys';

export const getInspection = (id: number): Promise<Inspection> =>
  apiCall(inspectionsCalls.inspection, { params: { id } });

export const inspectionQueryOptions = (id: number) =>
  queryOptions({ queryKey: inspectionKeys.detail(id), queryFn: () => getInspection(id) });

/** One inspection as saved on the server. */
export const useInspection = (id: number) => useQuery(inspectionQueryOptions(id));
