import { useMutation } from '@tanstack/react-query';
import type { StoredFile } from '@vve/contract/calls/files';
import { reportsCalls } from '@vve/contract/calls/requests';
import { apiCallWithUploadProgress, type UploadOptions } from '../api-client';

/**
 * Uploads one photo as base64 text without its data-URL prefix (spec §5); answers the stored file. With an
 * idempotency key (the offline queue's), sending it again stores it once.
 */
export const uploadRequestImage = async (
  base64: string,
  options: UploadOptions = {},
  idempotencyKey?: string,
): Promise<StoredFile> =>
  (await apiCallWithUploadProgress(reportsCalls.uploadReportImage, { body: base64, idempotencyKey }, options))
    .file;

export interface UploadRequestImageInput extends UploadOptions {
  base64: string;
}

/** Uploads photos; each call reports its own progress. */
export const useUploadRequestImage = () =>
  useMutation({
    mutationFn: ({ base64, ...options }: UploadRequestImageInput) => uploadRequestImage(base64, options),
  });
