import { queryOptions, useQuery } from '@tanstack/react-query';
import { detailsCalls, type DetailsAnswer } from '@vve/contract/calls/details';
import { apiCall } from '../../../lib/api-client';

export const getDetails = (): Promise<DetailsAnswer> => apiCall(detailsCalls.details);

export const detailsQueryOptions = () => queryOptions({ queryKey: ['details'], queryFn: getDetails });

/** The user's name and complexes (spec §3). */
export const useDetails = (enabled = true) => useQuery({ ...detailsQueryOptions(), enabled });
