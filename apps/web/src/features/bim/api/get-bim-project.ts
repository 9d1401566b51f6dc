import { queryOptions, useQuery } from '@tanstack/react-query';
import { bimCalls, type BimProjectDetails } from '@vve/contract/calls/bim';
import { apiCall } from '../../../lib/api-client';

/** How often a model being converted is checked again. */
export const MODEL_POLL_MS = 2000;

export const getBimProject = (id: number): Promise<BimProjectDetails> =>
  apiCall(bimCalls.bimProject, { params: { id } });

/** Whether the project's model is still on its way to the viewer. */
export const isModelPreparing = (project: BimProjectDetails | undefined): boolean =>
  project?.model?.status === 'QUEUED' || project?.model?.status === 'CONVERTING';

export const bimProjectQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['bim', 'project', id],
    queryFn: () => getBimProject(id),
    refetchInterval: (query) => (isModelPreparing(query.state.data) ? MODEL_POLL_MS : false),
  });

/** A 3D project with its newest model; checked again while the model is being prepared. */
export const useBimProject = (id: number) => useQuery(bimProjectQueryOptions(id));
