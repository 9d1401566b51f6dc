import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bimCalls, type BimModel } from '@vve/contract/calls/bim';
import { apiCallWithUploadProgress, type UploadOptions } from '../../../lib/api-client';
import { bimProjectQueryOptions } from './get-bim-project';

export const uploadBimModel = (
  projectId: number,
  file: File,
  options: UploadOptions = {},
): Promise<BimModel> => {
  const body = new FormData();
  body.append('file', file);
  return apiCallWithUploadProgress(bimCalls.uploadBimModel, { params: { id: projectId }, body }, options);
};

export interface UploadBimModelInput extends UploadOptions {
  file: File;
}

/** Uploads an IFC model (administrators); the project is checked again, and polled while it converts. */
export const useUploadBimModel = (projectId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, ...options }: UploadBimModelInput) => uploadBimModel(projectId, file, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bimProjectQueryOptions(projectId).queryKey }),
  });
};
