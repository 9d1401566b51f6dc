import { useQuery } from '@tanstack/react-query';
import { officeCalls, type OfficeInspection } from '@vve/contract/calls/office';
import { apiCall } from '../../../lib/api-client';
import { inspectionKeys } from './inspection-keys';

const getOfficeInspection = (id: number): Promise<OfficeInspection> =>
  apiCall(officeCalls.officeInspection, { params: { id } });

/** One inspection as the back office shows it: its findings per element, their photos and its requests. */
export const useOfficeInspection = (id: number, enabled = true) =>
  useQuery({ queryKey: inspectionKeys.office(id), queryFn: () => getOfficeInspection(id), enabled });
