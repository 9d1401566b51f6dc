import { queryOptions, useQuery } from '@tanstack/react-query';
import { officePlanningCalls, type OfficePlanning } from '@vve/contract/calls/office-planning';
import { apiCall } from '../../../lib/api-client';
import { planningKeys } from './planning-keys';

export const getOfficePlanning = (complexId: number): Promise<OfficePlanning> =>
  apiCall(officePlanningCalls.officePlanning, { params: { id: complexId } });

export const officePlanningQueryOptions = (complexId: number) =>
  queryOptions({ queryKey: planningKeys.complex(complexId), queryFn: () => getOfficePlanning(complexId) });

/** A complex's aspects with their elements, its open tasks and its recently performed ones. */
export const useOfficePlanning = (complexId: number, enabled = true) =>
  useQuery({ ...officePlanningQueryOptions(complexId), enabled });
