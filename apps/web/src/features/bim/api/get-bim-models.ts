import { queryOptions, useQuery } from '@tanstack/react-query';
import { bimCalls, type BimModel } from '@vve/contract/calls/bim';
import { apiCall } from '../../../lib/api-client';
import { MODEL_POLL_MS } from './get-bim-project';

export const getBimModels = (projectId: number): Promise<BimModel[]> =>
  apiCall(bimCalls.bimModels, { params: { id: projectId } });

const isPreparing = (model: BimModel | undefined) =>
  model?.status === 'QUEUED' || model?.status === 'CONVERTING';

export const bimModelsQueryOptions = (projectId: number) =>
  queryOptions({ queryKey: ['bim', 'project', projectId, 'models'], queryFn: () => getBimModels(projectId) });

/**
 * The models of a project, followed while the one just uploaded (`watchedId`) is being prepared; nothing is
 * asked without one.
 */
export const useUploadedModel = (projectId: number, watchedId: number | null) => {
  const models = useQuery({
    ...bimModelsQueryOptions(projectId),
    enabled: watchedId !== null,
    refetchInterval: (query) =>
      isPreparing(query.state.data?.find((model) => model.id === watchedId)) ? MODEL_POLL_MS : false,
  });
  return models.data?.find((model) => model.id === watchedId) ?? null;
};
